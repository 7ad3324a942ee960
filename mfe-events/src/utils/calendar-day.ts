// Calendar days as the API names them ('YYYY-MM-DD', months 'YYYY-MM'), in the visitor's local
// time. Plain Date, no dayjs: the calendar's prefetch (routes/event-calendar.prefetch.ts) works out
// its first reads with these, and dayjs is a shared module a first visit fetches separately, a
// round trip the reads would otherwise wait for.

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a local calendar day (the API's date format). */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 'YYYY-MM' of a local calendar month. */
export function toIsoMonth(date: Date): string {
  return toIsoDay(date).slice(0, 7);
}

/** Parses 'YYYY-MM-DD' as a local day, or null when it is not a real date. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return toIsoDay(date) === value ? date : null;
}

/** The day the calendar opens on: `?date=` when it is a real day, otherwise today. */
export function calendarDayIn(params: URLSearchParams): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return parseIsoDay(params.get('date')) ?? today;
}
