import { calendarDates, calendarStamp, durationMinutes, eventInterval, isFullDay } from './event-time.ts';

test('durations in words read as minutes, in English and Chinese', () => {
  expect(durationMinutes('2 hours')).toBe(120);
  expect(durationMinutes('1.5 hrs')).toBe(90);
  expect(durationMinutes('90 minutes')).toBe(90);
  expect(durationMinutes('1 hour 30 minutes')).toBe(90);
  expect(durationMinutes('2小時')).toBe(120);
  expect(durationMinutes('90 分鐘')).toBe(90);
  expect(durationMinutes('all morning')).toBeNull();
  expect(durationMinutes('0 hours')).toBeNull();
});

test('an event’s interval is Hong Kong time as UTC, ending after its duration (two hours when unknown)', () => {
  const { start, end } = eventInterval({ date: '2026-12-05', time: '09:30:00', duration: '3 hours' });
  expect(start.toISOString()).toBe('2026-12-05T01:30:00.000Z');
  expect(end.toISOString()).toBe('2026-12-05T04:30:00.000Z');
  // Just after midnight in Hong Kong is the previous day in UTC.
  expect(eventInterval({ date: '2027-01-01', time: '07:00', duration: 'a while' }).start.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  expect(eventInterval({ date: '2027-01-01', time: '07:00', duration: 'a while' }).end.toISOString()).toBe('2027-01-01T01:00:00.000Z');
  expect(calendarStamp(start)).toBe('20261205T013000Z');
});

test('a full-day event is an all-day calendar entry; a timed one keeps its UTC times (issue 35)', () => {
  for (const words of ['Full day', 'full-day', 'All day', '全日', '整天']) expect(isFullDay(words)).toBe(true);
  for (const words of ['2 hours', 'a day trip by ferry', 'half day']) expect(isFullDay(words)).toBe(false);
  expect(calendarDates({ date: '2026-12-31', time: '08:00:00', duration: 'Full day' })).toEqual({ allDay: true, start: '20261231', end: '20270101' });
  expect(calendarDates({ date: '2026-12-05', time: '09:30:00', duration: '3 hours' })).toEqual({ allDay: false, start: '20261205T013000Z', end: '20261205T043000Z' });
});
