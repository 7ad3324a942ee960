import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Announcement } from '@golf/contract/announcements';
import { useTranslation } from 'react-i18next';
import { displayDateOf } from '../utils/display-date';
import { CalendarIcon, UserIcon } from './icons';

/** Date and author, the line under a title. */
export function AnnouncementMeta({ announcement, showAuthor = true }: { announcement: Announcement; showAuthor?: boolean }) {
  const { t, i18n } = useTranslation('announcements');
  const date = displayDateOf(announcement.displayDate, announcement.createdAt, i18n.language);
  return (
    <HStack gap="4" wrap="wrap" color="fg.muted" fontSize="sm">
      {date && (
        <HStack gap="1.5">
          <CalendarIcon boxSize="3.5" />
          <Text asChild>
            <time dateTime={announcement.displayDate || announcement.createdAt}>{date}</time>
          </Text>
        </HStack>
      )}
      {showAuthor && announcement.displayCreatedBy && (
        <HStack gap="1.5">
          <UserIcon boxSize="3.5" />
          <Text>{t('byline', { name: announcement.displayCreatedBy })}</Text>
        </HStack>
      )}
    </HStack>
  );
}
