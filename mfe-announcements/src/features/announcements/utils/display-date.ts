import { parseDate } from '@golf/shared/utils/relative-time';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The announcement's date in the reader's language: '12 Mar 2026' or '2026年3月12日'. The
 * displayDate the author chose wins; createdAt is the fallback for records without one.
 */
export function displayDateOf(displayDate: string | null | undefined, createdAt: string, language: string): string {
  const date = parseDate(displayDate || createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return language.startsWith('en') ? `${day} ${MONTHS_EN[month]} ${year}` : `${year}年${month + 1}月${day}日`;
}
