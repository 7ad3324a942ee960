import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { usePastEvents } from '../api/get-past-events';
import { EventGrid } from './EventGrid';
import { useEnrolledEventIds } from '../../my-bookings/api/get-my-bookings';

/** Past events one page at a time; Previous/Next only when there is more than one page. */
export function PastEventsSection() {
  const { t } = useTranslation('events');
  const enrolledIds = useEnrolledEventIds();
  const [page, setPage] = useState(1);
  const query = usePastEvents(page);
  useErrorToast(query.error, t('error'), t('errorRetry'));

  if (query.loading && !query.data) return <LoadingState />;
  if (query.error) return <ErrorState message={t('errorRetry')} onRetry={() => void query.refetch()} />;
  const data = query.data!;
  if (!data.pastEvents.length) return <EmptyState title={t('list.pastEmpty')} />;
  return (
    <Stack gap="4">
      <Box opacity={query.loading ? 0.6 : 1} transition="opacity 0.15s" aria-busy={query.loading}>
        <EventGrid events={data.pastEvents} past enrolledIds={enrolledIds} />
      </Box>
      {data.lastPage > 1 && (
        <HStack as="nav" aria-label={t('list.past')} justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={page <= 1 || query.loading} onClick={() => setPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <Text fontSize="sm" color="gray.600" aria-live="polite">
            {t('list.pageOf', { page, total: data.lastPage })}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= data.lastPage || query.loading} onClick={() => setPage(page + 1)}>
            {t('list.next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
