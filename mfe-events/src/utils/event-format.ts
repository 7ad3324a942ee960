import dayjs from 'dayjs';
import 'dayjs/locale/zh-hk';
import type { TFunction } from 'i18next';
import { toIsoDay } from './calendar-day';

/** dayjs locale of the interface language; applied per call so the shared dayjs global is untouched. */
export function dayjsLocale(language: string): string {
  return language.startsWith('en') ? 'en' : 'zh-hk';
}

/** '19:00:00' → '19:00'; anything unexpected is shown as sent. */
export function formatTime(time: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(time ?? '');
  return match ? `${match[1]}:${match[2]}` : (time ?? '');
}

/** A date in one of the catalogue's formats (`events:format.*`), in the interface language. */
export function formatDay(date: string, formatKey: 'longDate' | 'dayHeading' | 'shortMonth', t: TFunction, language: string): string {
  return dayjs(date).locale(dayjsLocale(language)).format(t(`events:format.${formatKey}`));
}

/** Two-digit day of the month for the date badge. */
export function twoDigitDay(date: string): string {
  return dayjs(date).format('DD');
}

export function formatTimeWithDuration(time: string, duration: string | null | undefined, t: TFunction): string {
  const start = formatTime(time);
  return duration?.trim() ? t('events:format.timeWithDuration', { time: start, duration: duration.trim() }) : start;
}

/** HKD dollars as the site writes them: 'Free' for 0, else HK$1,234 or HK$99.50. */
export function formatPrice(amount: number, t: TFunction): string {
  if (!amount) return t('events:price.free');
  const whole = Number.isInteger(amount);
  const text = amount.toLocaleString('en-HK', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return t('events:price.amount', { amount: text });
}

/** An event is over once its day has passed (Hong Kong days; the browser is assumed to be there). */
export function isPastDay(date: string, today: Date = new Date()): boolean {
  return date < toIsoDay(today);
}

/** When a place held from the waiting list runs out, in Hong Kong time and the reader's language. */
export function formatHoldUntil(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Hong_Kong' }).format(new Date(iso));
}
