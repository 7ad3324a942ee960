import { expectAccessible } from '@golf/shared/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { fakeMatchMedia } from '@golf/shared/testing/match-media';
import { renderPage } from '@golf/shared/testing/render';
import { makeThread, signInMember, signOut } from '../../../testing/forum-fixtures';
import { DiscussionsPage } from './DiscussionsPage';


// The machine is shared and typing is simulated key by key: generous, not hiding slowness of the app.
jest.setTimeout(20_000);
const server = setupApiServer();

/** Answers the list call and records every query it was asked. */
function listAnswers(answer: (url: URL) => object) {
  const asked: URL[] = [];
  const handler = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(url);
    return HttpResponse.json({ status: 'ok', ...answer(url) });
  };
  server.use(http.get(`${API}/ext/discussion/thread/list`, handler), http.get(`${API}/cms/discussion/thread/list`, handler));
  return asked;
}

const render = (route = '/discussions', language: 'en' | 'zh' = 'en') =>
  renderPage(<DiscussionsPage />, { route, path: '/discussions', language });

beforeEach(() => {
  signOut();
  // A wide screen, with the category sidebar, unless a test says it is a phone.
  fakeMatchMedia((query) => query === WIDE_QUERY);
});

test('a visitor lands on the Latest threads of every category, with author, tier, time, counts and category', async () => {
  const asked = listAnswers(() => ({
    threads: [makeThread({ attachments: ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] })],
    total: 1,
    lastPage: 1,
    categoryCounts: { newsAndEvents: 1, chitChat: 4, golfOotd: 2 },
  }));
  render();
  const card = await screen.findByTestId('thread-card');
  expect(asked[0].pathname).toBe('/ext/discussion/thread/list');
  expect(asked[0].searchParams.has('category')).toBe(false);
  expect(screen.getByRole('heading', { name: 'Latest' })).toBeInTheDocument();
  // Each category says how many threads it holds; Latest counts them all.
  const sidebar = screen.getByRole('navigation', { name: 'Categories' });
  expect(within(sidebar).getByRole('button', { name: /^Latest/ })).toHaveAttribute('aria-current', 'true');
  expect(within(within(sidebar).getByRole('button', { name: /^Latest/ })).getByLabelText('7 discussions')).toBeInTheDocument();
  expect(within(within(sidebar).getByRole('button', { name: /^Chit Chat/ })).getByLabelText('4 discussions')).toBeInTheDocument();
  expect(within(within(sidebar).getByRole('button', { name: /^Mental Game Tips/ })).getByLabelText('0 discussions')).toBeInTheDocument();
  expect(asked[0].searchParams.get('page')).toBe('1');
  expect(within(card).getByText('Chan Tai Man')).toBeInTheDocument();
  expect(within(card).getByText('Member')).toBeInTheDocument();
  expect(within(card).getByText('2 hours ago')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Best drills for a rainy week' })).toHaveAttribute('href', '/discussions/thread-1');
  expect(within(card).getByText(/What do you practise indoors/)).toBeInTheDocument();
  expect(within(card).getByText('3 likes')).toBeInTheDocument();
  expect(within(card).getByText('2 replies')).toBeInTheDocument();
  expect(within(card).getByText('News & Events')).toBeInTheDocument();
  // Four thumbnails at most; the last says how many more there are.
  expect(within(card).getAllByRole('img', { name: /Attachment/ })).toHaveLength(4);
  expect(within(card).getByText('+2')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create Discussion' })).toBeNull();
  await expectAccessible(document.body);
});

test('a member gets the create button, the cms list and a plus per subcategory', async () => {
  signInMember();
  const asked = listAnswers(() => ({ threads: [makeThread()], total: 1, lastPage: 1 }));
  render();
  await screen.findByTestId('thread-card');
  expect(asked[0].pathname).toBe('/cms/discussion/thread/list');
  expect(screen.getByRole('link', { name: 'Create Discussion' })).toHaveAttribute('href', '/discussions/create');
  expect(screen.getByRole('link', { name: 'New discussion in Golf OOTD' })).toHaveAttribute('href', '/discussions/create?category=golfOotd');
});

test('choosing a category in the sidebar lists that category, and Latest is one click away', async () => {
  const asked = listAnswers(() => ({ threads: [], total: 0, lastPage: 1 }));
  render();
  await screen.findByText('No discussions yet.');
  // A wide screen has the sidebar, not the phone's dropdown.
  expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
  const sidebar = screen.getByRole('navigation', { name: 'Categories' });
  await userEvent.click(within(sidebar).getByRole('button', { name: /^Chit Chat/ }));
  await waitFor(() => expect(asked.at(-1)?.searchParams.get('category')).toBe('chitChat'));
  expect(screen.getByRole('heading', { name: 'Chit Chat' })).toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: /^Chit Chat/ })).toHaveAttribute('aria-current', 'true');
  expect(await screen.findByText('No discussions in this category yet.')).toBeInTheDocument();

  // Back to Latest: no category asked for.
  await userEvent.click(within(sidebar).getByRole('button', { name: /^Latest/ }));
  await waitFor(() => expect(asked.at(-1)?.searchParams.has('category')).toBe(false));
});

test('a phone chooses the category from a dropdown and draws no sidebar', async () => {
  fakeMatchMedia();
  const asked = listAnswers(() => ({ threads: [], total: 0, lastPage: 1, categoryCounts: { chitChat: 4, golfOotd: 2 } }));
  render();
  await screen.findByText('No discussions yet.');
  expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  // Each category says how many threads it holds, as the sidebar does.
  expect(screen.getByRole('option', { name: 'Golf OOTD (2)' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'mentalGameTips');
  await waitFor(() => expect(asked.at(-1)?.searchParams.get('category')).toBe('mentalGameTips'));
  expect(screen.getByRole('heading', { name: 'Mental Game Tips' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'latest');
  await waitFor(() => expect(asked.at(-1)?.searchParams.has('category')).toBe(false));
});

test('parent groups collapse', async () => {
  listAnswers(() => ({ threads: [], total: 0, lastPage: 1 }));
  render();
  const sidebar = screen.getByRole('navigation', { name: 'Categories' });
  const group = within(sidebar).getByRole('button', { name: 'Skill Lab' });
  expect(group).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(group);
  expect(group).toHaveAttribute('aria-expanded', 'false');
});

test('a search covers every category and says when nothing matches', async () => {
  const asked = listAnswers((url) =>
    url.searchParams.get('keyword') === 'putter' ? { threads: [], total: 0, lastPage: 1 } : { threads: [makeThread()], total: 1, lastPage: 1 },
  );
  render();
  await screen.findByTestId('thread-card');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search discussions' }), '  putter ');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('No discussions match “putter”.')).toBeInTheDocument();
  const last = asked.at(-1)!;
  expect(last.searchParams.get('keyword')).toBe('putter');
  expect(last.searchParams.has('category')).toBe(false);
  expect(screen.getByRole('heading', { name: 'Results for “putter” in all categories' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  await screen.findByTestId('thread-card');
  expect(asked.at(-1)!.searchParams.has('category')).toBe(false);
});

test('a failed load says so and retries', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/ext/discussion/thread/list`, () =>
      fail
        ? HttpResponse.json({ status: 'nok', error: 'boom' }, { status: 500 })
        : HttpResponse.json({ status: 'ok', threads: [makeThread()], total: 1, lastPage: 1 }),
    ),
  );
  render();
  expect(await screen.findByText('Failed to load discussions. Please try again.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('thread-card')).toBeInTheDocument();
});

test('pages through the list', async () => {
  const asked = listAnswers((url) => ({
    threads: [makeThread({ _id: `t${url.searchParams.get('page')}`, title: `Thread on page ${url.searchParams.get('page')}` })],
    total: 25,
    lastPage: 3,
  }));
  render();
  expect(await screen.findByText('25 discussions')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Thread on page 2')).toBeInTheDocument();
  expect(asked.at(-1)!.searchParams.get('page')).toBe('2');
});

test('an unknown category in the address falls back to Latest', async () => {
  const asked = listAnswers(() => ({ threads: [], total: 0, lastPage: 1 }));
  render('/discussions?category=nope');
  await screen.findByText('No discussions yet.');
  expect(asked[0].searchParams.has('category')).toBe(false);
});

test('speaks Chinese, category names included', async () => {
  listAnswers(() => ({ threads: [makeThread({ category: 'golfOotd' })], total: 1, lastPage: 1 }));
  render('/discussions?category=golfOotd', 'zh');
  const card = await screen.findByTestId('thread-card');
  expect(screen.getByRole('heading', { name: '討論區' })).toBeInTheDocument();
  expect(within(card).getByText('高球穿搭')).toBeInTheDocument();
  expect(within(card).getByText('會員')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '技術實驗室' })).toBeInTheDocument();
});

test('a page past the end moves to the last page', async () => {
  const asked = listAnswers((url) =>
    url.searchParams.get('page') === '2'
      ? { threads: [makeThread({ title: 'Last page thread' })], total: 11, lastPage: 2 }
      : { threads: [], total: 11, lastPage: 2 },
  );
  render('/discussions?page=9');
  expect(await screen.findByText('Last page thread')).toBeInTheDocument();
  expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['9', '2']);
});

test('an ended session signs the tab out (the shell then opens /login) and the list loads for a visitor', async () => {
  signInMember();
  server.use(
    http.get(`${API}/cms/discussion/thread/list`, () => HttpResponse.json({ status: 'nok', error: 'Please sign in again.' }, { status: 401 })),
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'nok', error: 'Please sign in again.' }, { status: 401 })),
    http.get(`${API}/ext/discussion/thread/list`, () => HttpResponse.json({ status: 'ok', threads: [makeThread()], total: 1, lastPage: 1 })),
  );
  render();
  expect(await screen.findByTestId('thread-card')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Create Discussion' })).toBeNull();
  expect(sessionStorage.getItem('auth_token')).toBeNull();
});

test("an author's avatar shows whole initials, an emoji included", async () => {
  listAnswers(() => ({ threads: [makeThread({ author: { _id: 'user-9', fullName: 'Golfer 🏌️', imageFileId: null, membershipTier: null } })], total: 1, lastPage: 1 }));
  render();
  const card = await screen.findByTestId('thread-card');
  expect(within(card).getByText('G🏌️')).toBeInTheDocument();
});
