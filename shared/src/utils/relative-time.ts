import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under 60 minutes in minutes, under 24 hours in hours, otherwise days (spec 01 §4). */
export function relativeTime(iso: string, t: TFunction, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return t('common:time.justNow');
  if (elapsed < HOUR) return t('common:time.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('common:time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  return t('common:time.daysAgo', { count: Math.floor(elapsed / DAY) });
}

/** Threads show relative time for a week, then the date. */
export function threadTime(iso: string, t: TFunction, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  return elapsed > 7 * DAY ? formatDate(iso) : relativeTime(iso, t, now);
}

// Without dayjs: this module is on the landing page (live updates), and dayjs would cost a first
// visit ~3 KB gzipped for two formats.

/** A bare 'YYYY-MM-DD' is that day on the reader's clock (as dayjs reads it; Date would take UTC midnight). */
export function parseDate(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' in the reader's time zone ('' for a value that is no date). */
export function formatDate(iso: string): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' in the reader's time zone. */
export function formatDateAndTime(iso: string): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
