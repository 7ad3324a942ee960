import { Suspense, useEffect, useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { DialogLoading } from '../../../components/DialogLoading';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { calendarDayIn, parseIsoDay, toIsoDay, toIsoMonth } from '../../../utils/calendar-day';
import { formatDay } from '../../../utils/event-format';
import { useCalendarDates } from '../api/get-calendar-dates';
import { useCalendarEvent } from '../api/get-calendar-event';
import { useCalendarEvents } from '../api/get-calendar-events';
import { UpcomingEvents } from './UpcomingEvents';
import { DayEventList } from './DayEventList';
import { useEnrolledEventIds } from '../../my-bookings/api/get-my-bookings';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { MonthCalendar } from './MonthCalendar';

// The dialog and Chakra's dialog machinery (~35 KB gzipped in ~35 files) are not part of a first
// visit: they download when the day's events are pointed at or focused, or on the first click.
const CalendarEventDialog = lazyWithPreload(() => import('./CalendarEventDialog').then((module) => module.CalendarEventDialog));

const startOfMonth = (date: Date) => dayjs(date).startOf('month').toDate();

/**
 * /event-calendar (open to visitors). The chosen day lives in ?date= so a shared link or the
 * browser's Back button returns to the same day; ?event= names an event whose dialog is open, so
 * a link to one event works for everyone (members share it; a visitor opening a member's event
 * page is sent here). Without ?date= the event is read first and its day shown.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const selected = useMemo(() => calendarDayIn(params), [params]);
  const selectedDay = toIsoDay(selected);
  const [activeStart, setActiveStart] = useState(() => startOfMonth(selected));
  const [openEvent, setOpenEvent] = useState<GolfEvent | null>(null);
  // Stays mounted after the first open, so closing can animate.
  const [dialogMounted, setDialogMounted] = useState(false);

  const day = useCalendarEvents(selectedDay);
  const month = useCalendarDates(toIsoMonth(activeStart));
  const linkedId = params.get('event');
  const linked = useCalendarEvent(linkedId);
  useErrorToast(day.error, t('calendar.error'));
  useErrorToast(linked.error, t('calendar.linkNotFound'));

  // A linked event opens on its own day, with its dialog.
  const linkedEvent = linked.data && linked.data._id === linkedId ? linked.data : null;
  useEffect(() => {
    if (!linkedEvent) return;
    const eventDay = parseIsoDay(linkedEvent.date);
    if (eventDay && params.get('date') !== linkedEvent.date) {
      setActiveStart(startOfMonth(eventDay));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('date', linkedEvent.date);
          return next;
        },
        { replace: true },
      );
    }
    setDialogMounted(true);
    setOpenEvent(linkedEvent);
    // Once per linked event: closing the dialog drops ?event=, so it does not open again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedEvent]);

  const choose = (date: Date) => {
    setActiveStart(startOfMonth(date));
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('date', toIsoDay(date));
      next.delete('event');
      return next;
    });
  };

  const openDialog = (event: GolfEvent) => {
    setDialogMounted(true);
    setOpenEvent(event);
  };

  const closeDialog = () => {
    setOpenEvent(null);
    if (params.has('event'))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('event');
          return next;
        },
        { replace: true },
      );
  };

  // After paging to another month the chosen day is out of sight: its panel would describe a day
  // the calendar no longer shows.
  const dayInView = toIsoMonth(selected) === toIsoMonth(activeStart);

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('calendar.title')}
        </Heading>
        <Text color="gray.600">{t('calendar.subtitle')}</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '400px 1fr' }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" p={{ base: '3', md: '5' }} shadow="sm">
          <MonthCalendar
            value={selected}
            onChange={choose}
            activeStartDate={activeStart}
            onActiveStartDateChange={setActiveStart}
            markedDays={month.data ?? new Set()}
          />
          <HStack justify="space-between" mt="3" px="1" fontSize="sm" color="gray.600">
            <HStack gap="2">
              <Box w="2" h="2" borderRadius="full" bg="orange.500" aria-hidden />
              <Text>{t('calendar.legend')}</Text>
            </HStack>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => choose(dayjs().startOf('day').toDate())}>
              {t('calendar.today')}
            </Button>
          </HStack>
          {month.error ? (
            <Text fontSize="xs" color="orange.600" mt="2" px="1" role="status">
              {t('calendar.datesError')}
            </Text>
          ) : null}
        </Box>
        <Stack gap="4" minW="0" onPointerOver={CalendarEventDialog.preload} onFocus={CalendarEventDialog.preload}>
          {dayInView ? (
            <>
              <Heading as="h2" size="lg">
                {t('calendar.eventsOn', { date: formatDay(selectedDay, 'dayHeading', t, i18n.language) })}
              </Heading>
              <DayEvents query={day} onOpen={openDialog} />
            </>
          ) : (
            <EmptyState title={t('calendar.otherMonth')} hint={t('calendar.otherMonthHint')} />
          )}
          <UpcomingEvents onOpen={openDialog} />
        </Stack>
      </Grid>
      {dialogMounted && (
        <Suspense fallback={<DialogLoading />}>
          <CalendarEventDialog event={openEvent} onClose={closeDialog} />
        </Suspense>
      )}
    </Stack>
  );
}

function DayEvents({ query, onOpen }: { query: ReturnType<typeof useCalendarEvents>; onOpen: (event: GolfEvent) => void }) {
  const { t } = useTranslation('events');
  // A signed-in member sees which of the day's events they are in.
  const enrolledIds = useEnrolledEventIds(useAuthStore(selectIsSignedIn));
  if (query.loading && !query.data) return <LoadingState />;
  if (query.error) return <ErrorState message={t('calendar.error')} onRetry={() => void query.refetch()} />;
  if (!query.data?.length) return <EmptyState title={t('calendar.empty')} hint={t('calendar.emptyHint')} />;
  return (
    <Box opacity={query.loading ? 0.6 : 1} transition="opacity 0.15s" aria-busy={query.loading}>
      <DayEventList events={query.data} onOpen={onOpen} enrolledIds={enrolledIds} />
    </Box>
  );
}
