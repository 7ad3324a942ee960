// The club lives in Hong Kong: "today", "upcoming" and "this month" are Hong Kong calendar
// notions, whatever the server's own time zone is (containers usually run in UTC).
const hkDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Hong Kong calendar date of an instant, as YYYY-MM-DD. */
export function hkDay(at: Date = new Date()): string {
  return hkDate.format(at);
}

/** The Hong Kong calendar month of an instant, as YYYY-MM. */
export function hkMonth(at: Date = new Date()): string {
  return hkDay(at).slice(0, 7);
}

/** The first and last day (YYYY-MM-DD) of a YYYY-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** True when the text is a YYYY-MM-DD date that exists in the calendar. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the text is a YYYY-MM month. */
export function isCalendarMonth(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}
