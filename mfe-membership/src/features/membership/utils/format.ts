import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';

// The formats live in the catalogue: English spells the month, Chinese writes 2026年3月.

/** "Member since": month and year (spec 01 §3); null when the server sent no usable date. */
export function monthYear(iso: string | null | undefined, t: TFunction): string | null {
  if (!iso) return null;
  const date = dayjs(iso);
  return date.isValid() ? date.format(t('membership:formats.monthYear')) : null;
}

export function longDate(date: Dayjs, t: TFunction): string {
  return date.format(t('membership:formats.date'));
}
