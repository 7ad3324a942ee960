import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { expectFirstReadsMatchPrefetch, expectPrefetchCoversFirstReads } from '@golf/shared/testing/route-prefetch';
import { makeReply, makeThread } from '../testing/forum-fixtures';
import Discussions from './Discussions';
import prefetchDiscussions from './discussions.prefetch';
import firstReads from './first-reads.json';

jest.setTimeout(30_000);

const server = setupApiServer(
  http.get(`${API}/:side/discussion/thread/list`, ({ request }) => {
    const page = new URL(request.url).searchParams.get('page');
    return HttpResponse.json({ status: 'ok', threads: [makeThread({ _id: 't1', title: `Thread on page ${page}` })], total: 30, lastPage: 3 });
  }),
  http.get(`${API}/:side/discussion/thread/get/:id`, ({ params }) => HttpResponse.json({ status: 'ok', thread: makeThread({ _id: String(params.id), title: 'Which putter?' }) })),
  http.get(`${API}/:side/discussion/thread/reply/list/:id`, () => HttpResponse.json({ status: 'ok', replies: [makeReply({ content: 'A mallet one' })] })),
);

const open = (route: string, shows: RegExp) => async () => {
  const { unmount } = renderPage(<Discussions />, { route, path: '/discussions/*' });
  await screen.findByText(shows);
  return unmount;
};

test('the list’s prefetch asks for the list its address names, which the page then does not ask for again', async () => {
  for (const search of ['', '?category=chitChat&page=2', '?q=putter']) {
    const location = { pathname: '/discussions', search };
    await expectPrefetchCoversFirstReads({ server, prefetch: prefetchDiscussions, location, renderPage: open(`/discussions${search}`, /Thread on page/) });
  }
});

test('a thread’s prefetch reads the thread and its replies', async () => {
  const location = { pathname: '/discussions/t-9', search: '' };
  await expectPrefetchCoversFirstReads({ server, prefetch: prefetchDiscussions, location, renderPage: open(location.pathname, /A mallet one/) });
});

test('the new-thread form and other addresses prefetch nothing', () => {
  const spy = jest.spyOn(globalThis, 'fetch');
  prefetchDiscussions({ pathname: '/discussions/create', search: '' });
  prefetchDiscussions({ pathname: '/discussions/t-9/more', search: '' });
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test('the page’s head reads ahead exactly what the prefetch reads for a visitor (first-reads.json)', async () => {
  await expectFirstReadsMatchPrefetch({ server, prefetch: prefetchDiscussions, firstReads });
});
