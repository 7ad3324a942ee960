import type { ContentLanguage } from '@golf/contract/content-language';
import { clubToday } from '@golf/contract/family';
import { TREND_LENGTH, WINDOW_MONTHS, type DashboardPeriod } from '@golf/contract/dashboard';

/**
 * What a period means to the panels' SQL: the trend's bucket (date_trunc's field, its step and how
 * the bucket is named), how many buckets, and the events window in Hong Kong calendar days.
 */
export interface PanelWindow {
  period: DashboardPeriod;
  /** The caller's language: the one event names are read in (DESIGN §13). */
  language: ContentLanguage;
  now: Date;
  /** Hong Kong's today, YYYY-MM-DD. */
  today: string;
  trunc: 'month' | 'quarter' | 'year';
  step: string;
  /** to_char's pattern for a bucket's name: 2026-03, 2026-Q1, 2026. */
  label: string;
  buckets: number;
  /** Today plus the window (the events panel looks ahead up to the day before it). */
  ahead: string;
  /** Today minus the window (the attendance panel looks back from it). */
  behind: string;
}

const STEPS: Record<DashboardPeriod, { step: string; label: string }> = {
  month: { step: '1 month', label: 'YYYY-MM' },
  quarter: { step: '3 months', label: 'YYYY-"Q"Q' },
  year: { step: '1 year', label: 'YYYY' },
};

/** A YYYY-MM-DD day moved by whole months; a day past the target month's end is its last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export function panelWindow(period: DashboardPeriod, now = new Date(), language: ContentLanguage = 'zh'): PanelWindow {
  const today = clubToday(now);
  return {
    period,
    language,
    now,
    today,
    trunc: period,
    ...STEPS[period],
    buckets: TREND_LENGTH[period],
    ahead: addMonths(today, WINDOW_MONTHS[period]),
    behind: addMonths(today, -WINDOW_MONTHS[period]),
  };
}
