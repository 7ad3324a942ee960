import { Badge } from '@chakra-ui/react/badge';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { ColumnHeader } from '../../../components/list/ColumnHeader';
import { ListTable, RowActionsCell } from '../../../components/list/ListTable';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { AttendeesRowAction, DuplicateRowAction } from './EventRowActions';
import { EditRowAction, DeleteRowAction } from '../../../components/RowActions';
import { formatHkd, isPastEvent } from '../utils/event-form';
import { EventTypeBadge } from './EventTypeBadge';
import '../../../components/texts';

/** The same for the cards a phone shows instead. */
export interface EventsTableProps {
  events: GolfEvent[];
  editPath: (eventId: string) => string;
  attendeesPath: (eventId: string) => string;
  onDelete: (event: GolfEvent) => void;
  onDuplicate: (event: GolfEvent) => void;
}

export function EventsTable({ events, editPath, attendeesPath, onDelete, onDuplicate }: EventsTableProps) {
  const { t } = useTranslation('admin');
  const now = new Date();
  return (
    <ListTable
      columns={
        <>
          <ColumnHeader>{t('events.columns.event')}</ColumnHeader>
          <ColumnHeader>
            {t('events.columns.type')} / {t('events.columns.registration')}
          </ColumnHeader>
          <ColumnHeader>{t('events.columns.dateTime')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('events.columns.participants')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('events.columns.price')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('table.actions')}</ColumnHeader>
        </>
      }
    >
      {events.map((event) => {
        const past = isPastEvent(event, now);
        return (
          <Table.Row key={event._id} opacity={past ? 0.55 : 1} data-past={past ? 'true' : undefined}>
            <Table.Cell>
              <Stack gap="1" align="flex-start" minW={{ md: '40' }} maxW={{ md: '48', xl: '64' }}>
                <Text fontWeight="medium">{event.name}</Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1} title={event.venue}>
                  {event.venue}
                </Text>
                {past && (
                  <Badge size="sm" variant="outline" colorPalette="gray">
                    {t('events.pastEvent')}
                  </Badge>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Stack gap="1" align="flex-start">
                <EventTypeBadge type={event.type} />
                <Badge colorPalette={event.allowRegistration ? 'green' : 'red'} variant="subtle">
                  {event.allowRegistration ? t('events.open') : t('events.closed')}
                </Badge>
              </Stack>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <Text>{event.date}</Text>
              <Text fontSize="xs" color="fg.muted">
                {event.time?.slice(0, 5)} · {event.duration}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {event.currentParticipants ?? 0} / {event.maxParticipants}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatHkd(event.priceMember)} / {formatHkd(event.priceNonMember)}
            </Table.Cell>
            {/* The buttons wrap before the table scrolls sideways (1280 px beside the sidebar, in English). */}
            <RowActionsCell wrap>
              <AttendeesRowAction compact event={event} to={attendeesPath(event._id)} />
              <DuplicateRowAction compact event={event} onClick={() => onDuplicate(event)} />
              <EditRowAction compact label={t('events.editEvent', { name: event.name })} to={editPath(event._id)} />
              <DeleteRowAction compact label={t('events.deleteEvent', { name: event.name })} onClick={() => onDelete(event)} />
            </RowActionsCell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
