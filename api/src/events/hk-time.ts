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
