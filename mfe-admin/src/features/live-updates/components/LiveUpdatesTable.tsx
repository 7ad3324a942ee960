import { IconButton } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { ColumnHeader } from '../../../components/list/ColumnHeader';
import { ListTable, RowActionsCell } from '../../../components/list/ListTable';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { EditIcon } from '../../../components/icons';
import { DeleteRowAction } from '../../../components/RowActions';
import { formatDateTime } from '../../../utils/date-time';
import { ColorLabel } from './ColorDot';
import '../../../components/texts';

/** The same for the cards a phone shows instead. */
export interface LiveUpdatesTableProps {
  liveUpdates: LiveUpdate[];
  onEdit: (liveUpdate: LiveUpdate) => void;
  onDelete: (liveUpdate: LiveUpdate) => void;
}

export function LiveUpdatesTable({ liveUpdates, onEdit, onDelete }: LiveUpdatesTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListTable
      columns={
        <>
          <ColumnHeader>{t('liveUpdates.columns.title')}</ColumnHeader>
          <ColumnHeader>{t('liveUpdates.columns.color')}</ColumnHeader>
          <ColumnHeader>{t('liveUpdates.columns.content')}</ColumnHeader>
          <ColumnHeader>{t('liveUpdates.columns.createdAt')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('table.actions')}</ColumnHeader>
        </>
      }
    >
      {liveUpdates.map((item) => (
        <Table.Row key={item._id}>
          <Table.Cell minW="40" fontWeight="medium">
            {item.title}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            <ColorLabel color={item.color} />
          </Table.Cell>
          <Table.Cell minW="56" maxW="md">
            <Text lineClamp={2} color="fg.muted" title={item.content}>
              {item.preview || item.content}
            </Text>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(item.createdAt, i18n.language)}</Table.Cell>
          <RowActionsCell>
            <IconButton
              size="xs"
              variant="outline"
              colorPalette="brand"
              aria-label={t('liveUpdates.editLiveUpdate', { title: item.title })}
              title={t('actions.edit')}
              onClick={() => onEdit(item)}
            >
              <EditIcon boxSize="3.5" />
            </IconButton>
            <DeleteRowAction compact label={t('liveUpdates.deleteLiveUpdate', { title: item.title })} onClick={() => onDelete(item)} />
          </RowActionsCell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
