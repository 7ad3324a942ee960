import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { expectFirstReadsMatchPrefetch, expectPrefetchCoversFirstReads } from '@golf/shared/testing/route-prefetch';
import { makeEvent } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import EventCalendar from './EventCalendar';
import prefetchEventCalendar from './event-calendar.prefetch';
import firstReads from './first-reads.json';

jest.mock('react-calendar', () => jest.requireActual('../testing/react-calendar-double'));
jest.setTimeout(30_000);

const server = setupApiServer(
  http.get(`${API}/:area/event/calendar`, ({ request }) => {
    const date = new URL(request.url).searchParams.get('date');
    return HttpResponse.json({ status: 'ok', events: [makeEvent({ _id: 'ev-1', name: `Practice on ${date}`, date: date! })] });
  }),
  http.get(`${API}/:area/event/calendar/dates`, () => HttpResponse.json({ status: 'ok', dates: ['2030-03-13'] })),
  http.get(`${API}/:area/event/calendar/upcoming`, () => HttpResponse.json({ status: 'ok', events: [makeEvent({ _id: 'ev-2', name: 'April Open', date: '2030-04-02' })] })),
);

const open = (route: string, shows: RegExp) => async () => {
  const { unmount } = renderRoute(<EventCalendar />, { route, path: '/event-calendar/*' });
  await screen.findByText(shows);
  return unmount;
};

test('the calendar’s prefetch asks for the chosen day and its month, as the page does, which then asks again for neither', async () => {
  const location = { pathname: '/event-calendar', search: '?date=2030-03-13' };
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchEventCalendar, location, renderPage: open(`/event-calendar${location.search}`, /Practice on 2030-03-13/) });
});

test('without a date it is today, for the page and the prefetch alike', async () => {
  const location = { pathname: '/event-calendar', search: '' };
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchEventCalendar, location, renderPage: open('/event-calendar', /Practice on \d{4}-\d{2}-\d{2}/) });
});

test('other addresses prefetch nothing', () => {
  const spy = jest.spyOn(globalThis, 'fetch');
  prefetchEventCalendar({ pathname: '/event-calendar/2030', search: '' });
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test('the page’s head reads ahead exactly what the prefetch reads for a visitor (first-reads.json)', async () => {
  await expectFirstReadsMatchPrefetch({ server, prefetch: prefetchEventCalendar, firstReads });
});
