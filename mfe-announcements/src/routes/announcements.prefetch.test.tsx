import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { expectFirstReadsMatchPrefetch, expectPrefetchCoversFirstReads } from '@golf/shared/testing/route-prefetch';
import { makeAnnouncement } from '../testing/fixtures';
import Announcements from './Announcements';
import prefetchAnnouncements from './announcements.prefetch';
import firstReads from './first-reads.json';

jest.setTimeout(30_000);

const ok = (body: object) => HttpResponse.json({ status: 'ok', ...body });
const server = setupApiServer(
  http.get(`${API}/:side/announcement/featured`, () => ok({ announcement: makeAnnouncement({ title: 'Spring Open', featured: true }) })),
  http.get(`${API}/:side/announcement/latest`, () => ok({ announcements: [makeAnnouncement({ title: 'Newest one' })] })),
  http.get(`${API}/:side/announcement/list`, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    return ok({ announcements: [makeAnnouncement({ title: `Archive page ${page}` })], totalPages: 12, page });
  }),
  http.get(`${API}/:side/announcement/get/:id`, ({ params }) => ok({ announcement: makeAnnouncement({ _id: String(params.id), title: 'Course closed on Monday' }) })),
  http.get(`${API}/:side/liveupdate/list`, () => ok({ liveUpdates: [] })),
);

const open = (route: string, shows: string) => async () => {
  const { unmount } = renderPage(<Announcements />, { route, path: '/announcements/*' });
  await screen.findByRole('heading', { name: shows });
  return unmount;
};

test('the hub’s prefetch asks for what the hub reads first, and the hub then asks for none of it again', async () => {
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchAnnouncements, location: { pathname: '/announcements', search: '' }, renderPage: open('/announcements', 'Spring Open') });
});

test('…on a later archive page of one category too', async () => {
  const location = { pathname: '/announcements', search: '?category=golf&page=3' };
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchAnnouncements, location, renderPage: open(`/announcements${location.search}`, 'Spring Open') });
});

test('an announcement’s prefetch reads that announcement', async () => {
  const location = { pathname: '/announcements/a-42', search: '' };
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchAnnouncements, location, renderPage: open(location.pathname, 'Course closed on Monday') });
});

test('addresses that are not this remote’s pages prefetch nothing', () => {
  const spy = jest.spyOn(globalThis, 'fetch');
  prefetchAnnouncements({ pathname: '/announcements/a-42/extra', search: '' });
  prefetchAnnouncements({ pathname: '/discussions', search: '' });
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test('the page’s head reads ahead exactly what the prefetch reads for a visitor (first-reads.json)', async () => {
  await expectFirstReadsMatchPrefetch({ server, prefetch: prefetchAnnouncements, firstReads });
});
