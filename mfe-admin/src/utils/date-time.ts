import { currentLanguage } from '@golf/shared/i18n/i18n';

/** Short date with time in the page's language, e.g. "2 Apr 2026, 6:15 pm" / "2026年4月2日 下午6:15". */
export function formatDateTime(iso: string | null | undefined, language: string = currentLanguage()): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** An event's calendar day (YYYY-MM-DD) with its weekday, e.g. "Sat, 19 Dec 2026" / "2026年12月19日 星期六". */
export function formatEventDay(day: string, language: string = currentLanguage()): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  // Noon UTC keeps the calendar day whatever zone the browser is in.
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}
