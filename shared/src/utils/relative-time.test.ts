import i18n from '../i18n/i18n';
import { formatDate, formatDateAndTime, parseDate, readableDate, relativeTime, threadTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('counts minutes, then hours, then days', () => {
    expect(relativeTime(ago(5 * 60_000), i18n.t, now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), i18n.t, now)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 86_400_000), i18n.t, now)).toBe('2 days ago');
    expect(relativeTime(ago(10_000), i18n.t, now)).toBe('just now');
  });

  it('shows a date for threads older than a week', () => {
    expect(threadTime(ago(6 * 86_400_000), i18n.t, now)).toBe('6 days ago');
    expect(threadTime('2026-11-01T08:00:00Z', i18n.t, now)).toBe('1 Nov 2026');
  });

  it('formats dates on the reader\'s clock, a bare day as that day', () => {
    const local = new Date(2026, 2, 12, 9, 5);
    expect(formatDate(local.toISOString())).toBe('2026-03-12');
    expect(formatDate('2026-03-12')).toBe('2026-03-12');
    expect(parseDate('2026-03-12').getHours()).toBe(0);
    expect(formatDate('not a date')).toBe('');
    expect(readableDate('2026-03-12', 'en')).toBe('12 Mar 2026');
    expect(readableDate('not a date', 'en')).toBe('');
  });

  // One format on every page: the announcements' dates (their display-date test expects these very
  // strings), the forum's threads older than a week and their Posted date, the live updates' times.
  it('reads a date the same way on every page, in the page\'s language', async () => {
    const local = new Date(2026, 2, 12, 9, 5);
    expect(readableDate(local.toISOString())).toBe('12 Mar 2026');
    expect(formatDateAndTime(local.toISOString())).toBe('12 Mar 2026 09:05');
    expect(threadTime(local.toISOString(), i18n.t, now)).toBe('12 Mar 2026');
    await i18n.changeLanguage('zh');
    expect(readableDate(local.toISOString())).toBe('2026年3月12日');
    expect(formatDateAndTime(local.toISOString())).toBe('2026年3月12日 09:05');
    expect(threadTime(local.toISOString(), i18n.t, now)).toBe('2026年3月12日');
    await i18n.changeLanguage('en');
  });

  it('speaks Chinese when the language is zh', async () => {
    await i18n.changeLanguage('zh');
    expect(relativeTime(ago(3 * 3_600_000), i18n.t, now)).toBe('3 小時前');
    await i18n.changeLanguage('en');
  });
});
