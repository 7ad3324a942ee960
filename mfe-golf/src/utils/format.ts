import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** A YYYY-MM-DD date as the golf pages show it (1 Mar 2026 / 2026年3月1日). */
export function formatDay(date: string, t: TFunction): string {
  const day = dayjs(date);
  return day.isValid() ? day.format(t('golf:formats.date')) : date;
}

/** A differential or index with its one decimal (19.0, not 19). */
export const tenth = (value: number) => value.toFixed(1);
