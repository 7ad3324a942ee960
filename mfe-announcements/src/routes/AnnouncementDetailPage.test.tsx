import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeAnnouncement } from '../testing/fixtures';
import Announcements from './Announcements';

jest.setTimeout(20_000);

const ok = (body: object) => HttpResponse.json({ status: 'ok', ...body });
const article = makeAnnouncement({
  _id: 'spring-open',
  title: 'Spring Open 2026',
  content: 'Dear members,\nRegistration opens Monday.\n<script>alert(1)</script>',
  category: 'Event',
  scope: 'MemberOnly',
  imageFileId: 'img-9',
  displayDate: '2026-04-02',
  displayCreatedBy: 'Tournament Committee',
});

const server = setupApiServer(
  http.get(`${API}/ext/announcement/get/:id`, ({ params }) =>
    params.id === article._id ? ok({ announcement: article }) : HttpResponse.json({ status: 'nok', error: 'Announcement not found' }, { status: 404 }),
  ),
  // The list behind the back button.
  http.get(`${API}/ext/announcement/:kind`, () => ok({ announcement: null, announcements: [], totalPages: 0 })),
  http.get(`${API}/ext/liveupdate/list`, () => ok({ liveUpdates: [] })),
);

const openDetail = (id = article._id, language: 'en' | 'zh' = 'en') =>
  renderPage(<Announcements />, { route: `/announcements/${id}`, path: '/announcements/*', language });

test('shows the article, its image and the details panel', async () => {
  openDetail();
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' })).toBeInTheDocument();
  expect(screen.getByTestId('announcement-image')).toHaveAttribute('src', `${API}/ext/file/img-9`);
  const panel = screen.getByTestId('details-panel');
  expect(within(panel).getByText('Event')).toBeInTheDocument();
  expect(within(panel).getByText('Members only')).toBeInTheDocument();
  expect(within(panel).getByText('2 Apr 2026')).toBeInTheDocument();
  expect(within(panel).getByText('Tournament Committee')).toBeInTheDocument();
  expect(screen.getAllByTestId('members-only').length).toBeGreaterThan(0);
});

test('keeps line breaks and shows markup as text, never running it', async () => {
  openDetail();
  const content = await screen.findByTestId('announcement-content');
  expect(content.textContent).toBe('Dear members,\nRegistration opens Monday.\n<script>alert(1)</script>');
  expect(content.querySelector('script')).toBeNull();
});

test('no image is drawn when the announcement has none', async () => {
  server.use(http.get(`${API}/ext/announcement/get/plain`, () => ok({ announcement: makeAnnouncement({ _id: 'plain', title: 'Plain' }) })));
  openDetail('plain');
  await screen.findByRole('heading', { level: 1, name: 'Plain' });
  expect(screen.queryByTestId('announcement-image')).toBeNull();
});

test('share copies the page link and says so', async () => {
  const user = userEvent.setup();
  openDetail();
  await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' });
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Link Copied')).toBeInTheDocument();
  expect(write).toHaveBeenCalledWith(window.location.href);
});

test('a clipboard that refuses gives the failure toast', async () => {
  const user = userEvent.setup();
  openDetail();
  await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' });
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByText('Failed to copy link to clipboard.')).toBeInTheDocument();
});

test('an unknown id shows the not-found state, whose button goes back to the list', async () => {
  openDetail('missing');
  expect(await screen.findByText('Announcement not found')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to announcements' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
});

test('the back button returns to the list when the page was opened directly', async () => {
  openDetail();
  await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
});

test('a failed load shows the error with Retry, then the article', async () => {
  server.use(http.get(`${API}/ext/announcement/get/spring-open`, () => HttpResponse.json({ status: 'nok' }, { status: 500 }), { once: true }));
  openDetail();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch announcements. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' })).toBeInTheDocument();
});

test('shows a loading state first', async () => {
  openDetail();
  expect(screen.getByRole('status', { name: 'Loading announcements...' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Spring Open 2026' });
});

test('reads in Chinese', async () => {
  openDetail('missing', 'zh');
  expect(await screen.findByText('找不到這則公告')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回公告列表' })).toBeInTheDocument();
});

test('members see members-only items through the cms call', async () => {
  sessionStorage.setItem('auth_token', 'tok');
  server.use(http.get(`${API}/cms/announcement/get/secret`, () => ok({ announcement: makeAnnouncement({ _id: 'secret', title: 'Members dinner', scope: 'MemberOnly' }) })));
  openDetail('secret');
  expect(await screen.findByRole('heading', { level: 1, name: 'Members dinner' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Members only').length).toBeGreaterThan(0));
});
