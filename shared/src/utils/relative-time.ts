import type { TFunction } from 'i18next';
import { currentLanguage } from '@golf/shared/i18n/i18n';

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

/** Threads show relative time for a week, then the date as every page shows one (readableDate). */
export function threadTime(iso: string, t: TFunction, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  return elapsed > 7 * DAY ? readableDate(iso) : relativeTime(iso, t, now);
}

// Without dayjs: this module is on the landing page (live updates), and dayjs would cost a first
// visit ~3 KB gzipped for two formats.

/** A bare 'YYYY-MM-DD' is that day on the reader's clock (as dayjs reads it; Date would take UTC midnight). */
export function parseDate(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 'YYYY-MM-DD' in the reader's time zone ('' for a value that is no date): the numeric day of
 * tables and forms (admin). A date a reader sees on the site's pages is readableDate.
 */
export function formatDate(iso: string): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The one date format of the pages, in the page's language: '12 Mar 2026' or '2026年3月12日' (the
 * announcements' dates, the forum's threads and posts, the events' long dates in short). '' for a
 * value that is no date.
 */
export function readableDate(iso: string, language: string = currentLanguage()): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return language.startsWith('en') ? `${day} ${MONTHS_EN[month]} ${year}` : `${year}年${month + 1}月${day}日`;
}

/** readableDate with the time, 24-hour: '12 Mar 2026 09:05' or '2026年3月12日 09:05'. */
export function formatDateAndTime(iso: string, language: string = currentLanguage()): string {
  const date = parseDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${readableDate(iso, language)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
