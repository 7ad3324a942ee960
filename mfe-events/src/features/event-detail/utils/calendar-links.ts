import { calendarDates } from '@golf/contract/event-time';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { getRuntimeConfig } from '@golf/shared/api/runtime-config';

/** GET /ext/event/ics/{eventId}: the .ics file Apple, Outlook and most phones open in their calendar. */
export function icsUrl(eventId: string): string {
  return `${getRuntimeConfig().apiUrl}/ext/event/ics/${encodeURIComponent(eventId)}`;
}

/** A Google Calendar "new event" page filled in with the event (the times as UTC, which it converts). */
export function googleCalendarUrl(event: GolfEvent, pageUrl: string): string {
  // A full-day event goes in as an all-day entry (dates without times).
  const { start, end } = calendarDates(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${start}/${end}`,
    details: `${event.description}\n\n${pageUrl}`,
    location: event.venue,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
