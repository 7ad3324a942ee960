import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { EditRowAction, DeleteRowAction } from '../../../components/RowActions';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { ScopeBadge } from './ScopeBadge';
import '../../../components/texts';
import type { AnnouncementsTableProps } from './AnnouncementsTable';

/** The announcement list on a phone. */
export function AnnouncementCards({ announcements, editPath, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <ListCards label={t('announcements.title')}>
      {announcements.map((announcement) => (
        <ListCard
          key={announcement._id}
          actions={
            <>
              <DeleteRowAction label={t('announcements.deleteAnnouncement', { title: announcement.title })} onClick={() => onDelete(announcement)} />
              <EditRowAction label={t('announcements.editAnnouncement', { title: announcement.title })} to={editPath(announcement._id)} />
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
