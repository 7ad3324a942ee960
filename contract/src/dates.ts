/** Years a date people enter may have (events, announcements, the calendar): PostgreSQL has no year 0, and no one books in 99999. */
export const YEARS = { min: 1900, max: 2200 } as const;

/** True when the text is a YYYY-MM-DD date that exists in the calendar, in YEARS. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= YEARS.min && year <= YEARS.max && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when the text is a YYYY-MM month in YEARS. */
export function isCalendarMonth(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  return year >= YEARS.min && year <= YEARS.max;
}
