import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Announcement } from '@golf/shared/api/types';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { ListCard, ListCards } from '../../../components/ListCards';
import { ScopeBadge } from './ScopeBadge';
import '../../../components/texts';

interface AnnouncementCardsProps {
  announcements: Announcement[];
  editPath: (announcementId: string) => string;
  onDelete: (announcement: Announcement) => void;
}

/** The announcement list on a phone. */
export function AnnouncementCards({ announcements, editPath, onDelete }: AnnouncementCardsProps) {
  const { t } = useTranslation('admin');
  return (
    <ListCards label={t('announcements.title')}>
      {announcements.map((announcement) => (
        <ListCard
          key={announcement._id}
          actions={
            <>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('announcements.deleteAnnouncement', { title: announcement.title })}
                onClick={() => onDelete(announcement)}
              >
                <TrashIcon boxSize="4" /> {t('actions.delete')}
              </Button>
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <Link to={editPath(announcement._id)} aria-label={t('announcements.editAnnouncement', { title: announcement.title })}>
                  <EditIcon boxSize="4" /> {t('actions.edit')}
                </Link>
              </Button>
            </>
          }
        >
          <HStack gap="2" wrap="wrap">
            <ScopeBadge scope={announcement.scope} />
            {announcement.category && (
              <Badge variant="outline">{t(`categories.${announcement.category}`, { defaultValue: announcement.category })}</Badge>
            )}
            {announcement.featured && <Badge colorPalette="yellow">{t('announcements.featured')}</Badge>}
          </HStack>
          <Text fontWeight="semibold">{announcement.title}</Text>
          {announcement.preview && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {announcement.preview}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {announcement.displayDate} · {announcement.displayCreatedBy}
          </Text>
        </ListCard>
      ))}
    </ListCards>
  );
}
