import { Badge, type BadgeProps } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { availabilityOf } from '../utils/availability';

const PALETTE = { full: 'red', few: 'orange', available: 'green' } as const;

/** Full / 'N spots left' (3 or fewer) / Available. */
export function AvailabilityBadge({ event, ...rest }: { event: Pick<GolfEvent, 'currentParticipants' | 'maxParticipants'> } & BadgeProps) {
  const { t } = useTranslation('events');
  const availability = availabilityOf(event);
  const label =
    availability.kind === 'full'
      ? t('availability.full')
      : availability.kind === 'few'
        ? t('availability.spotsLeft', { count: availability.remaining })
        : t('availability.available');
  return (
    <Badge colorPalette={PALETTE[availability.kind]} variant="solid" data-availability={availability.kind} {...rest}>
      {label}
    </Badge>
  );
}
