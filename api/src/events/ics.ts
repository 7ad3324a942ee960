import { calendarDates, calendarStamp } from '@golf/contract/event-time';

/** What an event's calendar entry needs. */
export interface CalendarEvent {
  id: string;
  name: string;
  description: string;
  venue: string;
  date: string;
  time: string;
  duration: string;
}

/** Text as an iCalendar value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One event as an .ics file that Apple, Google and Outlook calendars import. */
export function eventIcs(event: CalendarEvent, { pageUrl, now = new Date() }: { pageUrl: string; now?: Date }): string {
  const dates = calendarDates(event);
  // A full-day event is an all-day entry, not two hours from 08:00 (issue 35).
  const value = dates.allDay ? ';VALUE=DATE' : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Youth Golf Community Hong Kong//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@youthgolf.hk`,
    `DTSTAMP:${calendarStamp(now)}`,
    `DTSTART${value}:${dates.start}`,
    `DTEND${value}:${dates.end}`,
    `SUMMARY:${escapeText(event.name)}`,
    `LOCATION:${escapeText(event.venue)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${pageUrl}`)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
