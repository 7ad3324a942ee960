import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { AttendeesRowAction, DuplicateRowAction } from './EventRowActions';
import { EditRowAction, DeleteRowAction } from '../../../components/RowActions';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { formatHkd, isPastEvent } from '../utils/event-form';
import { EventTypeBadge } from './EventTypeBadge';
import '../../../components/texts';
import type { EventsTableProps } from './EventsTable';

/** The event list on a phone. */
export function EventCards({ events, editPath, attendeesPath, onDelete, onDuplicate }: EventsTableProps) {
  const { t } = useTranslation('admin');
  const now = new Date();
  return (
    <ListCards label={t('events.title')}>
      {events.map((event) => {
        const past = isPastEvent(event, now);
        return (
          <ListCard
            key={event._id}
            dimmed={past}
            actions={
              <>
                <DeleteRowAction label={t('events.deleteEvent', { name: event.name })} onClick={() => onDelete(event)} />
                <AttendeesRowAction event={event} to={attendeesPath(event._id)} />
                <DuplicateRowAction event={event} onClick={() => onDuplicate(event)} />
                <EditRowAction label={t('events.editEvent', { name: event.name })} to={editPath(event._id)} />
              </>
            }
          >
            <HStack gap="2" wrap="wrap">
              <EventTypeBadge type={event.type} />
              <Badge colorPalette={event.allowRegistration ? 'green' : 'red'} variant="subtle">
                {event.allowRegistration ? t('events.open') : t('events.closed')}
              </Badge>
              {past && (
                <Badge variant="outline" colorPalette="gray">
                  {t('events.pastEvent')}
                </Badge>
              )}
            </HStack>
            <Text fontWeight="semibold">{event.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {event.date} {event.time?.slice(0, 5)} · {event.duration}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {event.venue}
            </Text>
            <Text fontSize="sm">
              {t('events.columns.participants')}: {event.currentParticipants ?? 0} / {event.maxParticipants} ·{' '}
              {formatHkd(event.priceMember)} / {formatHkd(event.priceNonMember)}
            </Text>
          </ListCard>
        );
      })}
    </ListCards>
  );
}
