import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { UsersIcon } from '../../../components/icons';
import '../texts';

/** An event row's copy: made at once, then opened for editing. */
export function DuplicateRowAction({ event, onClick, compact = false }: { event: GolfEvent; onClick: () => void; compact?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button size={compact ? 'xs' : 'sm'} variant="ghost" colorPalette="brand" aria-label={t('events.duplicateEvent', { name: event.name })} onClick={onClick}>
      {t('events.duplicate')}
    </Button>
  );
}

/** An event row's way to its attendees, with the headcount on it. */
export function AttendeesRowAction({ event, to, compact = false }: { event: GolfEvent; to: string; compact?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Button asChild size={compact ? 'xs' : 'sm'} variant="outline" colorPalette="brand">
      <Link to={to} aria-label={t('attendees.openFor', { name: event.name })}>
        <UsersIcon boxSize={compact ? '3.5' : '4'} /> {t('attendees.open')} ({event.currentParticipants ?? 0})
      </Link>
    </Button>
  );
}
