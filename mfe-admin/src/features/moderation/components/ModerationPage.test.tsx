import { fastUser } from '../../../testing/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModerationItem, ModerationLogEntry } from '@golf/contract/forum';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { ModerationPage } from './ModerationPage';

const server = setupApiServer();
const route = (search = '', language: 'en' | 'zh' = 'en') => ({ route: `/admin/moderation${search}`, path: '/admin/moderation', language });

const item = (overrides: Partial<ModerationItem> = {}): ModerationItem => ({
  targetType: 'reply',
  targetId: 'reply-1',
  threadId: 'thread-1',
  threadTitle: 'Weekend range session',
  content: 'Call me on 9123 4567',
  attachments: [],
  author: { _id: 'user-9', fullName: 'Ho Chun Kit' },
  state: 'hidden',
  postedAt: '2026-11-24T10:00:00.000Z',
  editedAt: '2026-11-24T11:00:00.000Z',
  openReports: 3,
  lastReportedAt: '2026-11-25T09:00:00.000Z',
  reports: [
    { reporter: { _id: 'u1', fullName: 'Lee Ka Ho' }, reason: 'personalInfo', details: 'A phone number', createdAt: '2026-11-25T09:00:00.000Z', resolved: false },
    { reporter: { _id: 'u2', fullName: 'Cheung Wing Yan' }, reason: 'spam', details: '', createdAt: '2026-11-25T08:00:00.000Z', resolved: false },
  ],
  revisions: [{ title: null, content: 'Call me', editedAt: '2026-11-24T11:00:00.000Z' }],
  ...overrides,
});

test('shows a reported post with its reports and earlier version, and restores it with a reason', async () => {
  const user = fastUser();
  let state: ModerationItem['state'] = 'hidden';
  const decisions: unknown[] = [];
  const queues: string[] = [];
  server.use(
    http.get(`${API}/admin/moderation/list`, ({ request }) => {
      queues.push(new URL(request.url).searchParams.get('queue')!);
      return HttpResponse.json({ status: 'ok', reports: state === 'hidden' ? [item()] : [], total: state === 'hidden' ? 1 : 0, totalPages: 1 });
    }),
    http.put(`${API}/admin/moderation`, async ({ request }) => {
      decisions.push(await request.json());
      state = 'visible';
      return HttpResponse.json({ status: 'ok', state });
    }),
  );
  renderPage(<ModerationPage />, route());
  const card = await screen.findByTestId('moderation-item');
  expect(within(card).getByText('Call me on 9123 4567')).toBeInTheDocument();
  expect(within(card).getByText('3 open reports')).toBeInTheDocument();
  expect(within(card).getByText('In “Weekend range session”')).toBeInTheDocument();
  expect(within(card).getByText('Personal information')).toBeInTheDocument();
  expect(within(card).getByText('A phone number')).toBeInTheDocument();
  expect(within(card).getByText(/^Lee Ka Ho ·/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Open in the forum' })).toHaveAttribute('href', '/discussions/thread-1');
  // A hidden post offers Restore and Delete, not Hide.
  expect(within(card).queryByRole('button', { name: 'Hide' })).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Earlier version (1)' }));
  expect(within(card).getByText('Call me')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore this post?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Number was the club office ');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Post restored')).toBeInTheDocument();
  expect(decisions).toEqual([{ targetType: 'reply', targetId: 'reply-1', action: 'restore', reason: 'Number was the club office' }]);
  expect(await screen.findByText('No reports to review')).toBeInTheDocument();
  expect(queues.every((queue) => queue === 'open')).toBe(true);
});

test('a visible reported post can be kept (reports dismissed), hidden or deleted; a failure says why and keeps the dialog', async () => {
  const user = fastUser();
  server.use(
    http.get(`${API}/admin/moderation/list`, () => HttpResponse.json({ status: 'ok', reports: [item({ state: 'visible', openReports: 1 })], total: 1, totalPages: 1 })),
    http.put(`${API}/admin/moderation`, () => HttpResponse.json({ status: 'nok', error: 'The post was already deleted.' }, { status: 409 })),
  );
  renderPage(<ModerationPage />, route());
  const card = await screen.findByTestId('moderation-item');
  expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(['Keep visible', 'Hide', 'Delete']));
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The post was already deleted.')).toBeInTheDocument();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});

test('the Hidden view asks for hidden posts; the Log says who did what and why', async () => {
  const user = fastUser();
  const queues: string[] = [];
  const entries: ModerationLogEntry[] = [
    { _id: 'l1', action: 'hide', targetType: 'reply', targetId: 'reply-1', threadId: 'thread-1', excerpt: 'Call me on 9123 4567', actor: null, reason: '', createdAt: '2026-11-25T09:00:00.000Z' },
    { _id: 'l2', action: 'delete', targetType: 'thread', targetId: 'thread-2', threadId: 'thread-2', excerpt: 'Cheap clubs here', actor: { _id: 'a', fullName: 'Club Admin' }, reason: 'Advertising', createdAt: '2026-11-25T10:00:00.000Z' },
  ];
  server.use(
    http.get(`${API}/admin/moderation/list`, ({ request }) => {
      queues.push(new URL(request.url).searchParams.get('queue')!);
      return HttpResponse.json({ status: 'ok', reports: [], total: 0, totalPages: 0 });
    }),
    http.get(`${API}/admin/moderation/log`, () => HttpResponse.json({ status: 'ok', actions: entries, totalPages: 1 })),
  );
  renderPage(<ModerationPage />, route());
  await screen.findByText('No reports to review');
  await user.click(screen.getByRole('button', { name: 'Hidden' }));
  expect(await screen.findByText('No hidden posts')).toBeInTheDocument();
  await waitFor(() => expect(queues).toEqual(['open', 'hidden']));

  await user.click(screen.getByRole('button', { name: 'Log' }));
  expect(await screen.findByText('Members’ reports')).toBeInTheDocument();
  expect(screen.getByText('Club Admin')).toBeInTheDocument();
  expect(screen.getByText('Why: Advertising')).toBeInTheDocument();
  expect(screen.getByText('Why: —')).toBeInTheDocument();
  expect(screen.getByText('“Cheap clubs here”')).toBeInTheDocument();
});

test('speaks Chinese and says when loading fails', async () => {
  const user = fastUser();
  let fail = true;
  server.use(
    http.get(`${API}/admin/moderation/list`, () =>
      fail ? HttpResponse.json({ status: 'nok', error: 'boom' }, { status: 500 }) : HttpResponse.json({ status: 'ok', reports: [item()], total: 1, totalPages: 1 }),
    ),
  );
  renderPage(<ModerationPage />, route('', 'zh'));
  expect(await screen.findByText('載入待審閱項目時出錯')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: '重試' }));
  const card = await screen.findByTestId('moderation-item');
  expect(within(card).getByText('3 個待處理檢舉')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '恢復' })).toBeInTheDocument();
});

test('a page past the end of the queue or the log shows its last page', async () => {
  const queuePages: string[] = [];
  const logPages: string[] = [];
  server.use(
    http.get(`${API}/admin/moderation/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      queuePages.push(page);
      return HttpResponse.json({ status: 'ok', reports: page === '2' ? [item()] : [], total: 11, totalPages: 2 });
    }),
    http.get(`${API}/admin/moderation/log`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      logPages.push(page);
      const actions: ModerationLogEntry[] =
        page === '1' ? [{ _id: 'l1', action: 'hide', targetType: 'reply', targetId: 'r', threadId: 't', excerpt: 'Last entry', actor: null, reason: '', createdAt: '2026-11-25T09:00:00.000Z' }] : [];
      return HttpResponse.json({ status: 'ok', actions, totalPages: 1 });
    }),
  );
  const first = renderPage(<ModerationPage />, route('?page=99'));
  expect(await screen.findByTestId('moderation-item')).toBeInTheDocument();
  expect(screen.queryByText('Nothing on this page')).toBeNull();
  expect(queuePages).toEqual(['99', '2']);
  first.unmount();

  renderPage(<ModerationPage />, route('?view=log&page=7'));
  expect(await screen.findByText('“Last entry”')).toBeInTheDocument();
  expect(logPages).toEqual(['7', '1']);
});
