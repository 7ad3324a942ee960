import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { ColumnHeader } from '../../../components/list/ColumnHeader';
import { ListTable, RowActionsCell } from '../../../components/list/ListTable';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@golf/contract/announcements';
import { EditRowAction, DeleteRowAction } from '../../../components/RowActions';
import { ScopeBadge } from './ScopeBadge';
import '../../../components/texts';

/** The same for the cards a phone shows instead. */
export interface AnnouncementsTableProps {
  announcements: Announcement[];
  editPath: (announcementId: string) => string;
  onDelete: (announcement: Announcement) => void;
}

export function AnnouncementsTable({ announcements, editPath, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <ListTable
      columns={
        <>
          <ColumnHeader>{t('announcements.columns.title')}</ColumnHeader>
          <ColumnHeader>{t('announcements.columns.category')}</ColumnHeader>
          <ColumnHeader>{t('announcements.columns.scope')}</ColumnHeader>
          <ColumnHeader>
            {t('announcements.columns.displayDate')} / {t('announcements.columns.createdBy')}
          </ColumnHeader>
          <ColumnHeader textAlign="end">{t('table.actions')}</ColumnHeader>
        </>
      }
    >
      {announcements.map((announcement) => (
        <Table.Row key={announcement._id}>
          <Table.Cell>
            <Stack gap="1" align="flex-start" w={{ md: '56', xl: 'xs' }}>
              <Text fontWeight="medium">{announcement.title}</Text>
              {announcement.preview && (
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {announcement.preview}
                </Text>
              )}
              {announcement.featured && (
                <Badge size="sm" colorPalette="yellow">
                  {t('announcements.featured')}
                </Badge>
              )}
            </Stack>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {announcement.category ? t(`categories.${announcement.category}`, { defaultValue: announcement.category }) : t('announcements.noCategory')}
          </Table.Cell>
          <Table.Cell>
            <ScopeBadge scope={announcement.scope} />
          </Table.Cell>
          <Table.Cell minW="32">
            <Text whiteSpace="nowrap">{announcement.displayDate}</Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={1} title={announcement.displayCreatedBy}>
              {announcement.displayCreatedBy}
            </Text>
          </Table.Cell>
          <RowActionsCell>
            <EditRowAction compact label={t('announcements.editAnnouncement', { title: announcement.title })} to={editPath(announcement._id)} />
            <DeleteRowAction compact label={t('announcements.deleteAnnouncement', { title: announcement.title })} onClick={() => onDelete(announcement)} />
          </RowActionsCell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
