import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { eventStatusOf, type EventStatus } from '../utils/availability';

type BadgeEvent = Pick<GolfEvent, 'currentParticipants' | 'maxParticipants' | 'date' | 'allowRegistration'> & Partial<Pick<GolfEvent, 'heldPlaces'>>;

interface EventStatusBadgeProps extends BadgeProps {
  event: BadgeEvent;
  /** The member has booked it: "Enrolled" and nothing else. */
  enrolled?: boolean;
  past?: boolean;
  /** A place is held for this member on the waiting list. */
  holding?: boolean;
}

const PALETTE: Record<EventStatus['kind'], string> = { enrolled: 'blue', ended: 'gray', closed: 'gray', full: 'red', few: 'orange', available: 'green' };

function labelOf(status: EventStatus, t: TFunction): string {
  switch (status.kind) {
    case 'enrolled':
      return t('myBookings.enrolled');
    case 'ended':
      return t('list.ended');
    case 'closed':
      return t('availability.closed');
    case 'full':
      return t('availability.full');
    case 'few':
      return t('availability.spotsLeft', { count: status.remaining });
    case 'available':
      return t('availability.available');
  }
}

/**
 * The one status badge of an event wherever it is listed or shown (cards, the calendar's lists,
 * the event page), decided by `eventStatusOf`, so two badges can never disagree.
 */
export function EventStatusBadge({ event, enrolled, past, holding, ...rest }: EventStatusBadgeProps) {
  const { t } = useTranslation('events');
  const status = eventStatusOf(event, { enrolled, past, holding });
  return (
    <Badge colorPalette={PALETTE[status.kind]} variant="solid" data-availability={status.kind} {...rest}>
      {labelOf(status, t)}
    </Badge>
  );
}
