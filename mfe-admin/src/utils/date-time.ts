import { currentLanguage } from '@golf/shared/i18n/i18n';

/** Short date with time in the page's language, e.g. "2 Apr 2026, 6:15 pm" / "2026年4月2日 下午6:15". */
export function formatDateTime(iso: string | null | undefined, language: string = currentLanguage()): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
