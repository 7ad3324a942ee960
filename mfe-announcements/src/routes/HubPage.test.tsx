import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { writeToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { makeAnnouncement } from '../testing/fixtures';
import Announcements from './Announcements';
import { WIDE_QUERY } from '@golf/shared/hooks/use-media-query';

// Chakra renders slowly in jsdom and the machine is shared: allow for it.
jest.setTimeout(20_000);

const ok = (body: object) => HttpResponse.json({ status: 'ok', ...body });
const listCalls: URL[] = [];

const server = setupApiServer(
  http.get(`${API}/:side/announcement/featured`, () => ok({ announcement: makeAnnouncement({ title: 'Spring Open', featured: true }) })),
  http.get(`${API}/:side/announcement/latest`, () => ok({ announcements: [makeAnnouncement({ title: 'Newest one' })] })),
  http.get(`${API}/:side/announcement/list`, ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    const page = Number(url.searchParams.get('page'));
    return ok({ announcements: [makeAnnouncement({ title: `Archive page ${page}` })], totalPages: 12, page });
  }),
  http.get(`${API}/:side/liveupdate/list`, () => ok({ liveUpdates: [] })),
);

const openHub = (route = '/announcements', language: 'en' | 'zh' = 'en') =>
  renderPage(<Announcements />, { route, path: '/announcements/*', language });

/** Makes the window report a width of at least 768 px (jsdom reports none). */
function useWideWindow() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === WIDE_QUERY })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

beforeEach(() => {
  listCalls.length = 0;
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
});

test('shows the featured banner, the trending cards and the first archive page', async () => {
  openHub();
  expect(await screen.findByRole('heading', { name: 'Spring Open' })).toBeInTheDocument();
  expect(within(screen.getByTestId('featured')).getByText('Featured')).toBeInTheDocument();
  expect(within(screen.getByTestId('latest')).getByText('Newest one')).toBeInTheDocument();
  expect(await screen.findByText('Archive page 1')).toBeInTheDocument();
  expect(listCalls[0].pathname).toBe('/ext/announcement/list');
  expect(listCalls[0].searchParams.get('category')).toBeNull();
});

test('shows the placeholder when nothing is featured', async () => {
  server.use(http.get(`${API}/ext/announcement/featured`, () => ok({ announcement: null })));
  openHub();
  expect(await screen.findByText('No featured announcement available')).toBeInTheDocument();
});

test('the category filter asks the API for the mapped category and starts again at page 1', async () => {
  openHub('/announcements?page=3');
  await screen.findByText('Archive page 3');
  await userEvent.click(screen.getByRole('button', { name: 'Events' }));
  await screen.findByText('Archive page 1');
  expect(listCalls.at(-1)!.searchParams.get('category')).toBe('Event');
  expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Blog' }));
  await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('category')).toBe('Blog'));
  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('category')).toBeNull());
});

test('the chips include Announcement (公告), which asks for that category', async () => {
  openHub('/announcements', 'zh');
  await userEvent.click(await screen.findByRole('button', { name: '公告' }));
  await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('category')).toBe('Announcement'));
  expect(screen.getByRole('group', { name: '按類別篩選' }).textContent).toBe('全部公告高爾夫活動社群網誌');
});

test('numbered pagination: first, last, current ±1 and ellipses; next and a number load that page', async () => {
  openHub('/announcements?page=5');
  await screen.findByText('Archive page 5');
  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  const numbers = within(pagination).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
  expect(numbers).toEqual(['1', '4', '5', '6', '12']);
  expect(within(pagination).getAllByText('…')).toHaveLength(2);
  await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Archive page 6')).toBeInTheDocument();
  await userEvent.click(within(pagination).getByRole('button', { name: 'Last' }));
  expect(await screen.findByText('Archive page 12')).toBeInTheDocument();
  expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('previews come from the content when absent: 200 featured, 120 cards', async () => {
  const content = 'x'.repeat(400);
  server.use(
    http.get(`${API}/ext/announcement/featured`, () => ok({ announcement: makeAnnouncement({ content }) })),
    http.get(`${API}/ext/announcement/latest`, () => ok({ announcements: [makeAnnouncement({ content })] })),
  );
  openHub();
  expect(await within(await screen.findByTestId('featured')).findByText(`${'x'.repeat(200)}…`)).toBeInTheDocument();
  expect(await within(screen.getByTestId('latest')).findByText(`${'x'.repeat(120)}…`)).toBeInTheDocument();
});

test('under 768 px the archive is a card grid', async () => {
  openHub();
  await screen.findByText('Archive page 1');
  expect(within(screen.getByTestId('archive')).getByRole('list')).toHaveAttribute('data-layout', 'cards');
});

describe('on a wide screen', () => {
  useWideWindow();

  test('the archive is rows with 150-character previews', async () => {
    server.use(
      http.get(`${API}/ext/announcement/list`, () => ok({ announcements: [makeAnnouncement({ content: 'y'.repeat(300) })], totalPages: 1, page: 1 })),
    );
    openHub();
    const archive = screen.getByTestId('archive');
    expect(await within(archive).findByText(`${'y'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(archive).getByRole('list')).toHaveAttribute('data-layout', 'rows');
    expect(within(archive).getByTestId('announcement-row').getAttribute('href')).toMatch(/^\/announcements\/a\d+$/);
  });
});

test('members-only items carry a badge; images come from the file URL or the placeholder', async () => {
  server.use(
    http.get(`${API}/ext/announcement/latest`, () =>
      ok({ announcements: [makeAnnouncement({ title: 'Members night', scope: 'MemberOnly', imageFileId: 'file-1' }), makeAnnouncement({ title: 'Open day' })] }),
    ),
  );
  openHub();
  const latest = await screen.findByTestId('latest');
  const [membersCard, openCard] = await within(latest).findAllByTestId('announcement-card');
  expect(within(membersCard).getByText('Members only')).toBeInTheDocument();
  expect(within(openCard).queryByText('Members only')).toBeNull();
  expect(membersCard.querySelector('img')).toHaveAttribute('src', `${API}/ext/file/file-1`);
  expect(openCard.querySelector('img')).toBeNull();
  expect(openCard.querySelector('[data-fallback="true"] svg')).not.toBeNull();
});

test('a card links to the announcement detail', async () => {
  server.use(http.get(`${API}/ext/announcement/latest`, () => ok({ announcements: [makeAnnouncement({ _id: 'abc-123' })] })));
  openHub();
  const card = await within(await screen.findByTestId('latest')).findByTestId('announcement-card');
  expect(card).toHaveAttribute('href', '/announcements/abc-123');
});

test('an empty category says so and offers all announcements', async () => {
  server.use(http.get(`${API}/ext/announcement/list`, () => ok({ announcements: [], totalPages: 0, page: 1 })));
  openHub('/announcements?category=community');
  expect(await screen.findByText('No announcements in this category yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Show all announcements' }));
  expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
});

test('when the API is down the page shows one error, and Retry loads again', async () => {
  let failing = true;
  const fail = () => (failing ? HttpResponse.json({ status: 'nok' }, { status: 503 }) : undefined);
  server.use(
    http.get(`${API}/ext/announcement/featured`, fail),
    http.get(`${API}/ext/announcement/latest`, fail),
    http.get(`${API}/ext/announcement/list`, fail),
  );
  openHub();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent('Failed to fetch announcements. Please try again.');
  failing = false;
  await userEvent.click(within(alerts[0]).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Spring Open' })).toBeInTheDocument();
  expect(await screen.findByText('Archive page 1')).toBeInTheDocument();
});

test('a failed archive alone shows its error in place, with the server text when it sent one', async () => {
  server.use(http.get(`${API}/ext/announcement/list`, () => HttpResponse.json({ status: 'nok', error: 'Server busy' }, { status: 429 })));
  openHub();
  expect(await within(screen.getByTestId('archive')).findByRole('alert')).toHaveTextContent('Server busy');
  expect(screen.getByRole('heading', { name: 'Spring Open' })).toBeInTheDocument();
});

test('signed-in readers get the cms lists', async () => {
  writeToken('member-token');
  useAuthStore.setState({ status: 'signedIn', token: 'member-token' });
  const seen: string[] = [];
  server.use(
    http.get(`${API}/cms/announcement/list`, ({ request }) => {
      seen.push(request.headers.get('authorization') ?? '');
      return ok({ announcements: [makeAnnouncement({ title: 'Members list' })], totalPages: 1, page: 1 });
    }),
  );
  openHub();
  expect(await screen.findByText('Members list')).toBeInTheDocument();
  expect(seen[0]).toBe('Bearer member-token');
});

test('speaks Chinese by default', async () => {
  server.use(http.get(`${API}/ext/announcement/featured`, () => ok({ announcement: null })));
  openHub('/announcements', 'zh');
  expect(await screen.findByText('暫時沒有精選公告')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '高爾夫' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '最新公告' })).toBeInTheDocument();
});

test('an unknown sub-path shows a not-found state', async () => {
  renderPage(<Announcements />, { route: '/announcements/a/b', path: '/announcements/*' });
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
});
