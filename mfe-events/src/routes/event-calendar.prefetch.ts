import type { RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { prefetchQuery } from '@golf/shared/hooks/use-query';
import { calendarDatesQuery } from '../features/calendar/api/get-calendar-dates';
import { calendarEventsQuery } from '../features/calendar/api/get-calendar-events';
import { upcomingCalendarEventsQuery } from '../features/calendar/api/get-upcoming-calendar-events';
import { calendarDayIn, toIsoDay, toIsoMonth } from '../utils/calendar-day';
// The page's texts are part of its first reads: registering the namespace starts fetching the
// visitor's language now, beside the page's code, not once the page module has run.
import '../i18n/events-catalogue';

/**
 * The first reads of /event-calendar (the chosen day's events, its month's marked days and the
 * upcoming events listed under the calendar),
 * started by the shell while this remote's page code loads (exposed as ./EventCalendar.prefetch).
 */
const prefetchEventCalendar: RoutePrefetch = ({ pathname, search }) => {
  if (pathname.replace(/\/+$/, '') !== '/event-calendar') return;
  const day = calendarDayIn(new URLSearchParams(search));
  return Promise.all([
    prefetchQuery(calendarEventsQuery(toIsoDay(day))),
    prefetchQuery(calendarDatesQuery(toIsoMonth(day))),
    prefetchQuery(upcomingCalendarEventsQuery()),
  ]);
};

export default prefetchEventCalendar;
