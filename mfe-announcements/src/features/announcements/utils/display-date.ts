import dayjs from 'dayjs';

/**
 * The announcement's date in the reader's language: '12 Mar 2026' or '2026年3月12日'. The
 * displayDate the author chose wins; createdAt is the fallback for records without one.
 */
export function displayDateOf(displayDate: string | null | undefined, createdAt: string, language: string): string {
  const date = dayjs(displayDate || createdAt);
  if (!date.isValid()) return '';
  return language.startsWith('en') ? date.format('D MMM YYYY') : date.format('YYYY年M月D日');
}
