import i18n from '@golf/shared/i18n/i18n';
import '../i18n/events-catalogue';
import { formatDay, formatPrice, formatTime, formatTimeWithDuration, isPastDay, twoDigitDay } from './event-format';

const en = i18n.getFixedT('en', 'events');
const zh = i18n.getFixedT('zh', 'events');

test('prices in HKD dollars, free at 0, cents only when there are any', () => {
  expect(formatPrice(0, en)).toBe('Free');
  expect(formatPrice(0, zh)).toBe('免費');
  expect(formatPrice(150, en)).toBe('HK$150');
  expect(formatPrice(1200, en)).toBe('HK$1,200');
  expect(formatPrice(99.5, en)).toBe('HK$99.50');
});

test('times without seconds, with the optional duration', () => {
  expect(formatTime('19:00:00')).toBe('19:00');
  expect(formatTimeWithDuration('09:30:00', '90 minutes', en)).toBe('09:30 · 90 minutes');
  expect(formatTimeWithDuration('09:30:00', '  ', en)).toBe('09:30');
});

test('dates in both languages: long form, short month and two-digit day', () => {
  expect(formatDay('2030-03-09', 'longDate', en, 'en')).toBe('Saturday, 9 March 2030');
  expect(formatDay('2030-03-09', 'longDate', zh, 'zh')).toBe('2030年3月9日 星期六');
  expect(formatDay('2030-03-09', 'shortMonth', en, 'en')).toBe('Mar');
  expect(formatDay('2030-03-09', 'shortMonth', zh, 'zh')).toBe('3月');
  expect(twoDigitDay('2030-03-09')).toBe('09');
});

test('an event is past once its day is over', () => {
  const today = new Date(2030, 2, 9, 23, 0);
  expect(isPastDay('2030-03-08', today)).toBe(true);
  expect(isPastDay('2030-03-09', today)).toBe(false);
});
