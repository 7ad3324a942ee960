import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { CalendarIcon } from '../../../components/icons';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { EventGrid } from './EventGrid';
import { useEnrolledEventIds } from '../../my-bookings/api/get-my-bookings';
import { PastEventsSection } from './PastEventsSection';

/** /events: the upcoming list, then past events behind a Show button. */
export function EventsListPage() {
  const { t } = useTranslation('events');
  const enrolledIds = useEnrolledEventIds();
  const upcoming = useUpcomingEvents();
  const [showPast, setShowPast] = useState(false);
  useErrorToast(upcoming.error, t('error'), t('errorRetry'));

  return (
    <Stack gap={{ base: '6', md: '10' }}>
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('list.title')}
          </Heading>
          <Text color="gray.600">{t('list.subtitle')}</Text>
        </Stack>
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <Link to="/event-calendar">
            <CalendarIcon />
            {t('list.calendarLink')}
          </Link>
        </Button>
      </Flex>

      <Stack as="section" gap="4" aria-labelledby="upcoming-heading">
        <HStack gap="3">
          <Heading as="h2" size="xl" id="upcoming-heading">
            {t('list.upcoming')}
          </Heading>
          {upcoming.data && upcoming.data.length > 0 && (
            <Badge colorPalette="brand" variant="subtle">
              {t('list.upcomingCount', { count: upcoming.data.length })}
            </Badge>
          )}
        </HStack>
        {upcoming.loading && !upcoming.data ? (
          <LoadingState />
        ) : upcoming.error ? (
          <ErrorState message={t('errorRetry')} onRetry={() => void upcoming.refetch()} />
        ) : upcoming.data?.length ? (
          <EventGrid events={upcoming.data} enrolledIds={enrolledIds} />
        ) : (
          <EmptyState
            title={t('list.empty')}
            hint={t('list.emptyHint')}
            action={
              <Button asChild variant="outline" colorPalette="brand" size="sm">
                <Link to="/event-calendar">{t('list.calendarLink')}</Link>
              </Button>
            }
          />
        )}
      </Stack>

      <Stack as="section" gap="4" aria-labelledby="past-heading" borderTopWidth="1px" borderColor="gray.200" pt={{ base: '6', md: '8' }}>
        <HStack justify="space-between">
          <Heading as="h2" size="xl" id="past-heading">
            {t('list.past')}
          </Heading>
          <Button size="sm" variant={showPast ? 'ghost' : 'outline'} aria-expanded={showPast} onClick={() => setShowPast((value) => !value)}>
            {showPast ? t('list.hide') : t('list.show')}
          </Button>
        </HStack>
        {showPast && <PastEventsSection />}
      </Stack>
    </Stack>
  );
}
