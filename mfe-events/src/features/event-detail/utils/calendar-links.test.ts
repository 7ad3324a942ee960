import { makeEvent } from '../../../testing/fixtures';
import { googleCalendarUrl } from './calendar-links';

test('a full-day event goes to Google Calendar as an all-day entry (issue 35)', () => {
  const url = new URL(googleCalendarUrl(makeEvent({ date: '2030-03-13', time: '08:00:00', duration: 'Full day' }), 'https://site.test/x'));
  expect(url.searchParams.get('dates')).toBe('20300313/20300314');
});

test('a timed event keeps its times, as UTC', () => {
  const url = new URL(googleCalendarUrl(makeEvent({ date: '2030-03-13', time: '19:00:00', duration: '2 hours' }), 'https://site.test/x'));
  expect(url.searchParams.get('dates')).toBe('20300313T110000Z/20300313T130000Z');
});
