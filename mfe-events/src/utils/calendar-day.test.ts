import { calendarDayIn, parseIsoDay, toIsoDay, toIsoMonth } from './calendar-day';

test('reads only real YYYY-MM-DD days from the address', () => {
  expect(toIsoDay(parseIsoDay('2030-02-28')!)).toBe('2030-02-28');
  expect(parseIsoDay('2030-02-30')).toBeNull();
  expect(parseIsoDay('2030-13-01')).toBeNull();
  expect(parseIsoDay('2030-2-28')).toBeNull();
  expect(parseIsoDay('tomorrow')).toBeNull();
  expect(parseIsoDay(null)).toBeNull();
});

test('days and months are the local calendar’s, zero-padded', () => {
  const evening = new Date(2030, 0, 5, 23, 30);
  expect(toIsoDay(evening)).toBe('2030-01-05');
  expect(toIsoMonth(evening)).toBe('2030-01');
  expect(parseIsoDay('2030-01-05')!.getHours()).toBe(0);
});

test('the calendar opens on the address’s day, or today at midnight', () => {
  expect(toIsoDay(calendarDayIn(new URLSearchParams('date=2030-07-14')))).toBe('2030-07-14');
  const today = calendarDayIn(new URLSearchParams('date=2030-02-30'));
  expect(toIsoDay(today)).toBe(toIsoDay(new Date()));
  expect([today.getHours(), today.getMinutes(), today.getSeconds(), today.getMilliseconds()]).toEqual([0, 0, 0, 0]);
});
