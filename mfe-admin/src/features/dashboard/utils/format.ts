/** A trend's period for people: 2026-03 → "Mar 2026" / "2026年3月"; 2026-Q1 → "Q1 2026" / "2026年第1季"; 2026 → "2026" / "2026年". */
export function periodLabel(key: string, language: string): string {
  const english = language.startsWith('en');
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15));
    return new Intl.DateTimeFormat(english ? 'en-HK' : 'zh-HK', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return english ? `Q${quarter[2]} ${quarter[1]}` : `${quarter[1]}年第${quarter[2]}季`;
  return english || !/^\d{4}$/.test(key) ? key : `${key}年`;
}

/** 0.433 → "43.3%". */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** A calendar day (YYYY-MM-DD) short: "19 Dec" / "12月19日". */
export function shortDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** Colours of the series: darker than the chart library's defaults, each ≥ 3:1 against white. */
export const SERIES_COLOURS = {
  green: '#2f6b3a',
  blue: '#2b5ea7',
  amber: '#a15c00',
  red: '#b3261e',
  grey: '#5f6b76',
} as const;
