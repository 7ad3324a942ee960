import dayjs from 'dayjs';
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

export function formatDate(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}
