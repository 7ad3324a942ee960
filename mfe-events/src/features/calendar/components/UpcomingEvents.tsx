import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useEnrolledEventIds } from '../../my-bookings/api/get-my-bookings';
import { useUpcomingCalendarEvents } from '../api/get-upcoming-calendar-events';
import { DayEventList } from './DayEventList';

/**
 * The next events under the calendar: late in a month the next ones are often in the next month,
 * and a visitor should see them without paging (issue 35).
 */
export function UpcomingEvents({ onOpen }: { onOpen: (event: GolfEvent) => void }) {
  const { t } = useTranslation('events');
  const upcoming = useUpcomingCalendarEvents();
  const enrolledIds = useEnrolledEventIds(useAuthStore(selectIsSignedIn));

  let body;
  if (upcoming.loading && !upcoming.data) body = <LoadingState />;
  else if (upcoming.error) body = <ErrorState message={t('calendar.upcomingError')} onRetry={() => void upcoming.refetch()} />;
  else if (!upcoming.data?.length) body = <EmptyState title={t('calendar.upcomingEmpty')} hint={t('calendar.upcomingEmptyHint')} />;
  else body = <DayEventList events={upcoming.data} onOpen={onOpen} enrolledIds={enrolledIds} withDate />;

  return (
    <Stack as="section" gap="3" mt="4" aria-labelledby="calendar-upcoming" data-testid="upcoming-events">
      <Heading as="h2" size="lg" id="calendar-upcoming">
        {t('calendar.upcoming')}
      </Heading>
      {body}
    </Stack>
  );
}
