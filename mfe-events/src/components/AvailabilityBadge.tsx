import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { availabilityOf } from '../utils/availability';
import { isPastDay } from '../utils/event-format';

type BadgeEvent = Pick<GolfEvent, 'currentParticipants' | 'maxParticipants' | 'date' | 'allowRegistration'> & Partial<Pick<GolfEvent, 'heldPlaces'>>;

/**
 * One word on whether the event can be booked: Ended (its day is past), Registration closed,
 * Full, 'N spots left' (3 or fewer) or Available. Never "Available" beside a reason it is not.
 */
export function AvailabilityBadge({ event, past = isPastDay(event.date), ...rest }: { event: BadgeEvent; past?: boolean } & BadgeProps) {
  const { t } = useTranslation('events');
  if (past) return <StateBadge state="ended" label={t('list.ended')} {...rest} />;
  if (!event.allowRegistration) return <StateBadge state="closed" label={t('availability.closed')} {...rest} />;
  const availability = availabilityOf(event);
  if (availability.kind === 'full') return <StateBadge state="full" label={t('availability.full')} colorPalette="red" {...rest} />;
  if (availability.kind === 'few') return <StateBadge state="few" label={t('availability.spotsLeft', { count: availability.remaining })} colorPalette="orange" {...rest} />;
  return <StateBadge state="available" label={t('availability.available')} colorPalette="green" {...rest} />;
}

function StateBadge({ state, label, colorPalette = 'gray', ...rest }: { state: string; label: string } & BadgeProps) {
  return (
    <Badge colorPalette={colorPalette} variant="solid" data-availability={state} {...rest}>
      {label}
    </Badge>
  );
}
