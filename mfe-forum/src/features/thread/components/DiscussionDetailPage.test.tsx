import { expectAccessible } from '@golf/shared/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeReply, makeThread, signInMember, signOut } from '../../../testing/forum-fixtures';
import { DiscussionDetailPage } from './DiscussionDetailPage';


// The machine is shared and typing is simulated key by key: generous, not hiding slowness of the app.
jest.setTimeout(20_000);
const server = setupApiServer();

/** Holds the server's answer until the test has looked at the screen in between. */
class Gate {
  private release = () => {};
  private waiting = Promise.resolve();
  constructor() {
    this.close();
  }
  close() {
    this.waiting = new Promise((resolve) => (this.release = resolve));
  }
  open() {
    this.release();
  }
  wait() {
    return this.waiting;
  }
}

function answerThread(thread = makeThread(), replies = [makeReply()]) {
  for (const side of ['ext', 'cms']) {
    server.use(
      http.get(`${API}/${side}/discussion/thread/get/:id`, ({ params }) =>
        params.id === thread._id
          ? HttpResponse.json({ status: 'ok', thread })
          : HttpResponse.json({ status: 'nok', error: 'Discussion not found.' }, { status: 404 }),
      ),
      http.get(`${API}/${side}/discussion/thread/reply/list/:id`, () => HttpResponse.json({ status: 'ok', replies })),
    );
  }
}

const render = (id = 'thread-1', language: 'en' | 'zh' = 'en') =>
  renderPage(<DiscussionDetailPage />, { route: `/discussions/${id}`, path: '/discussions/:discussionId', language });

beforeEach(() => {
  signOut();
});

test('a visitor reads the thread, its replies, statistics and guidelines, and is asked to sign in to reply', async () => {
  answerThread(makeThread({ content: '<b>not bold</b>\nsecond line', attachments: ['img-1', 'img-2'] }));
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Best drills for a rainy week' })).toBeInTheDocument();
  const content = screen.getByTestId('thread-content');
  // Text, never markup: the tags are shown as typed and the line break is kept.
  expect(content.textContent).toBe('<b>not bold</b>\nsecond line');
  expect(content.querySelector('b')).toBeNull();
  expect(screen.getByText('Chan Tai Man')).toBeInTheDocument();
  expect(await screen.findByText('Mirror work helps a lot.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeInTheDocument();
  expect(screen.getByText('Annual Member')).toBeInTheDocument();
  const stats = screen.getByTestId('thread-stats');
  expect(within(stats).getByText('Likes').nextSibling).toHaveTextContent('3');
  expect(within(stats).getByText('Replies').nextSibling).toHaveTextContent('1');
  expect(screen.getByRole('heading', { name: 'Community Guidelines' })).toBeInTheDocument();
  expect(screen.getByText('Sign in to join the conversation.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Post Reply' })).toBeNull();
  await expectAccessible(document.body);
});

// One date format on every page (the announcements print theirs the same way): a thread older
// than a week shows its day beside the author, the side statistics the same day, the same way.
test.each([
  ['en', '12 Mar 2026', /^12 Mar 2026 \d{2}:\d{2}$/],
  ['zh', '2026年3月12日', /^2026年3月12日 \d{2}:\d{2}$/],
] as const)('dates read as the rest of the site reads them (%s)', async (language, day, withTime) => {
  answerThread(makeThread({ createdAt: new Date(2026, 2, 12, 15, 30).toISOString() }), []);
  render('thread-1', language);
  const posted = await screen.findByText(day, { selector: 'time' });
  expect(posted.getAttribute('title')).toMatch(withTime);
  const stats = screen.getByTestId('thread-stats');
  expect(within(stats).getByText(language === 'en' ? 'Posted' : '發佈時間').nextSibling).toHaveTextContent(day);
});

test('an attachment opens full size in a preview that steps through the images and stops at either end', async () => {
  answerThread(makeThread({ attachments: ['img-1', 'img-2', 'img-3'] }));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Open attachment 1 full size' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Image preview')).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Attachment 1' })).toHaveAttribute('src', `${API}/ext/file/img-1`);
  expect(within(dialog).getByTestId('preview-position')).toHaveTextContent('Image 1 of 3');
  const previous = within(dialog).getByRole('button', { name: 'Previous image' });
  const next = within(dialog).getByRole('button', { name: 'Next image' });
  // The first image has nothing before it.
  expect(previous).toBeDisabled();
  await userEvent.click(next);
  expect(within(dialog).getByRole('img', { name: 'Attachment 2' })).toBeInTheDocument();
  expect(previous).toBeEnabled();
  await userEvent.click(next);
  expect(within(dialog).getByRole('img', { name: 'Attachment 3' })).toHaveAttribute('src', `${API}/ext/file/img-3`);
  expect(within(dialog).getByTestId('preview-position')).toHaveTextContent('Image 3 of 3');
  // The last has nothing after it: no wrapping round to the first; focus is not dropped.
  expect(next).toBeDisabled();
  expect(previous).toHaveFocus();
  await userEvent.click(previous);
  expect(within(dialog).getByRole('img', { name: 'Attachment 2' })).toBeInTheDocument();
});

test('the preview speaks of images (張), not pages (頁), in Chinese', async () => {
  answerThread(makeThread({ attachments: ['img-1', 'img-2'] }));
  render('thread-1', 'zh');
  await userEvent.click(await screen.findByRole('button', { name: '以原尺寸開啟附件 2' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByTestId('preview-position')).toHaveTextContent('第 2 張，共 2 張');
  expect(within(dialog).getByRole('button', { name: '上一張' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: '下一張' })).toBeDisabled();
  expect(dialog.textContent).not.toMatch(/頁/);
});

test('a visitor who clicks like is told to sign in and nothing is sent', async () => {
  answerThread();
  const sent = jest.fn();
  server.use(http.post(`${API}/cms/discussion/thread/like/:id`, sent));
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
  expect(await screen.findByText('Please sign in to like discussions and replies.')).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

test('a member likes and unlikes at once, then takes the server count', async () => {
  signInMember();
  answerThread();
  let liked = false;
  const gate = new Gate();
  server.use(
    http.post(`${API}/cms/discussion/thread/like/thread-1`, async () => {
      await gate.wait();
      liked = !liked;
      return HttpResponse.json({ status: 'ok', liked, likes: liked ? 4 : 3 });
    }),
  );
  render();
  const like = await screen.findByRole('button', { name: 'Like (3 likes)' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(like);
  // Optimistic: the count moves before the server answers.
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(like).toHaveTextContent('4');
  gate.open();
  await waitFor(() => expect(liked).toBe(true));
  expect(within(screen.getByTestId('thread-stats')).getByText('Likes').nextSibling).toHaveTextContent('4');
  gate.close();
  await userEvent.click(like);
  expect(like).toHaveTextContent('3');
  gate.open();
  await waitFor(() => expect(liked).toBe(false));
  expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a failed like goes back and says so', async () => {
  signInMember();
  answerThread(makeThread({ liked: true, likes: 5 }));
  const gate = new Gate();
  server.use(
    http.post(`${API}/cms/discussion/thread/like/thread-1`, async () => {
      await gate.wait();
      return HttpResponse.json({ status: 'nok' }, { status: 500 });
    }),
  );
  render();
  const like = await screen.findByRole('button', { name: 'Like (5 likes)' });
  await userEvent.click(like);
  expect(like).toHaveTextContent('4');
  gate.open();
  expect(await screen.findByText('Could not update your like. Please try again.')).toBeInTheDocument();
  expect(like).toHaveTextContent('5');
  expect(like).toHaveAttribute('aria-pressed', 'true');
});

test('a member likes a reply', async () => {
  signInMember();
  answerThread();
  server.use(http.post(`${API}/cms/discussion/thread/reply/like/reply-1`, () => HttpResponse.json({ status: 'ok', liked: true, likes: 2 })));
  render();
  const reply = await screen.findByTestId('reply');
  await userEvent.click(within(reply).getByRole('button', { name: 'Like (1 like)' }));
  await waitFor(() => expect(within(reply).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
  expect(within(reply).getByTestId('like-button')).toHaveTextContent('2');
});

test('save keeps the thread on this device; share copies the link', async () => {
  answerThread();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem('forum.savedThreads')!)).toEqual(['thread-1']);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(await screen.findByText('Link Copied')).toBeInTheDocument();
});

test('a missing thread says so with a way back', async () => {
  answerThread();
  render('nothing-here');
  expect(await screen.findByText('Discussion not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/discussions');
});

test('a thread that fails to load is reported and the reader goes back to the list', async () => {
  server.use(http.get(`${API}/ext/discussion/thread/get/:id`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  render();
  expect(await screen.findByText('Failed to fetch discussion details')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});

test('replies that fail to load offer a retry', async () => {
  answerThread();
  server.use(http.get(`${API}/ext/discussion/thread/reply/list/:id`, () => HttpResponse.json({ status: 'nok' }, { status: 500 }), { once: true }));
  render();
  expect(await screen.findByText('Failed to load replies. Please try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Mirror work helps a lot.')).toBeInTheDocument();
});

test('no replies yet, in Chinese', async () => {
  answerThread(makeThread({ comments: 0 }), []);
  render('thread-1', 'zh');
  expect(await screen.findByText('暫時未有回覆，快來開始討論吧！')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '回覆（0）' })).toBeInTheDocument();
  expect(screen.getByText('登入後即可參與討論。')).toBeInTheDocument();
});
