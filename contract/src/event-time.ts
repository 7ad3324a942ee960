// When an event starts and ends as instants, for calendar files and calendar links. Events are
// held in Hong Kong (UTC+8 all year, no daylight saving); their duration is free text.

const HONG_KONG_OFFSET_MINUTES = 8 * 60;
/** Used when the duration does not read as hours or minutes ("all morning"). */
export const DEFAULT_DURATION_MINUTES = 120;

/** Minutes in "2 hours", "1.5 hrs", "90 minutes", "2小時", "90 分鐘", "1 hour 30 minutes"; null if none. */
export function durationMinutes(duration: string): number | null {
  const text = duration.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h\b|小時|個鐘|鐘)/.exec(text);
  const minutes = /(\d+)\s*(?:minutes?|mins?|m\b|分鐘|分)/.exec(text);
  if (!hours && !minutes) return null;
  const total = Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
  return total > 0 ? total : null;
}

/** The start and end of an event (date YYYY-MM-DD and time HH:mm[:ss], Hong Kong). */
export function eventInterval(event: { date: string; time: string; duration: string }): { start: Date; end: Date } {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0] = event.time.split(':').map(Number);
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute) - HONG_KONG_OFFSET_MINUTES * 60_000);
  const end = new Date(start.getTime() + (durationMinutes(event.duration) ?? DEFAULT_DURATION_MINUTES) * 60_000);
  return { start, end };
}

/** 20261124T013000Z: the UTC form both iCalendar and Google Calendar links take. */
export function calendarStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Until when a member may cancel a paid booking and be refunded: the event's cancellation hours
 * before its start. The API refuses after it and the pages say so, from this one rule.
 */
export function cancellationDeadline(event: { date: string; time: string; cancellationHours: number }): Date {
  const { start } = eventInterval({ ...event, duration: '' });
  return new Date(start.getTime() - event.cancellationHours * 60 * 60_000);
}

/** "Full day", "all day", "全日", "整天": an event the calendar should hold for the whole day. */
export function isFullDay(duration: string): boolean {
  return /\b(?:full|all|whole)[\s-]?day\b|全日|整日|整天|一整天/i.test(duration);
}

/**
 * The dates both iCalendar (DTSTART/DTEND) and Google Calendar links take: a timed event as UTC
 * stamps; a full-day event as an all-day entry, its own date to the next (the end is exclusive).
 */
export function calendarDates(event: { date: string; time: string; duration: string }): { allDay: boolean; start: string; end: string } {
  if (isFullDay(event.duration)) {
    const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    return { allDay: true, start: event.date.replace(/-/g, ''), end: next.replace(/-/g, '') };
  }
  const { start, end } = eventInterval(event);
  return { allDay: false, start: calendarStamp(start), end: calendarStamp(end) };
}
