// What members and admins do to posts on the thread page: edit within 24 hours, delete, report,
// the "edited" mark, the placeholder of a deleted thread, admin-only states, and clickable links.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Reply, Thread } from '@golf/contract/forum';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { MEMBER, makeReply, makeThread, signInAdmin, signInMember, signOut } from '../../../testing/forum-fixtures';
import { DiscussionDetailPage } from './DiscussionDetailPage';

jest.setTimeout(20_000);
const server = setupApiServer();

const own = { _id: MEMBER._id, fullName: MEMBER.fullName, imageFileId: null, membershipTier: 'silver' as const };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Serves one thread and its replies; `replies` may change between reads. */
function answerThread(thread: Thread, replies: () => Reply[] = () => [makeReply()]) {
  for (const side of ['ext', 'cms']) {
    server.use(
      http.get(`${API}/${side}/discussion/thread/get/:id`, () => HttpResponse.json({ status: 'ok', thread })),
      http.get(`${API}/${side}/discussion/thread/reply/list/:id`, () => HttpResponse.json({ status: 'ok', replies: replies() })),
    );
  }
}

const render = (language: 'en' | 'zh' = 'en') =>
  renderPage(<DiscussionDetailPage />, { route: '/discussions/thread-1', path: '/discussions/:discussionId', language });

beforeEach(() => signOut());

test('links in a post are clickable, open in a new tab and carry rel="nofollow ugc noopener"; nothing else is HTML', async () => {
  answerThread(makeThread({ content: 'Results: https://hkga.com/juniors.\n<a href="javascript:alert(1)">click</a>' }));
  render();
  const content = await screen.findByTestId('thread-content');
  const link = within(content).getByRole('link', { name: 'https://hkga.com/juniors' });
  expect(link).toHaveAttribute('href', 'https://hkga.com/juniors');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  expect(within(content).getAllByRole('link')).toHaveLength(1);
  expect(content.textContent).toBe('Results: https://hkga.com/juniors.\n<a href="javascript:alert(1)">click</a>');
});

test('a visitor sees no edit, delete or report; another member can report but not edit', async () => {
  answerThread(makeThread());
  const visitor = render();
  await screen.findByTestId('thread-content');
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  visitor.unmount();

  signInMember();
  answerThread(makeThread({ editedAt: hoursAgo(1) }));
  render();
  await screen.findByTestId('thread-content');
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(screen.getAllByRole('button', { name: 'Report' }).length).toBeGreaterThan(0);
  expect(screen.getByTestId('edited-mark')).toHaveTextContent('edited');
});

test('the author edits their thread in place; a blank title is refused before sending and nothing typed is lost', async () => {
  signInMember();
  const thread = makeThread({ author: own, attachments: ['img-1', 'img-2'] });
  answerThread(thread);
  const sent: unknown[] = [];
  server.use(
    http.put(`${API}/cms/discussion/thread/update/thread-1`, async ({ request }) => {
      const body = (await request.json()) as { title: string; content: string; attachments: string[] };
      sent.push(body);
      return HttpResponse.json({ status: 'ok', thread: { ...thread, ...body, editedAt: new Date().toISOString() } });
    }),
  );
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit discussion' });
  const title = within(form).getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(sent).toHaveLength(0);

  // An over-long title is kept whole, counted and refused before sending.
  await userEvent.click(title);
  await userEvent.paste('y'.repeat(201));
  expect(within(form).getByTestId('title-count')).toHaveTextContent('201/200');
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('The title is too long: at most 200 characters.');
  expect(sent).toHaveLength(0);
  await userEvent.clear(title);

  await userEvent.type(title, 'Indoor drills');
  await userEvent.click(within(form).getByRole('button', { name: 'Remove attachment 2' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Indoor drills' })).toBeInTheDocument();
  expect(sent).toEqual([{ category: 'newsAndEvents', title: 'Indoor drills', content: thread.content, attachments: ['img-1'] }]);
  expect(screen.getAllByTestId('edited-mark')[0]).toHaveTextContent('edited');
});

test('an edit the server refuses (24 hours passed) keeps the words typed and says why', async () => {
  signInMember();
  answerThread(makeThread({ author: own }), () => []);
  server.use(
    http.put(`${API}/cms/discussion/thread/update/thread-1`, () =>
      HttpResponse.json({ status: 'nok', error: 'Posts can be edited only within 24 hours of posting.' }, { status: 403 }),
    ),
  );
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const content = screen.getByRole('textbox', { name: 'Content' });
  await userEvent.type(content, ' More.');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Posts can be edited only within 24 hours of posting.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(`${makeThread().content} More.`);
});

test('after 24 hours the author no longer gets Edit, but still Delete', async () => {
  signInMember();
  answerThread(makeThread({ author: own, createdAt: hoursAgo(25) }), () => []);
  render();
  await screen.findByTestId('thread-content');
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

test('the author deletes their thread after confirming and is taken back to the list', async () => {
  signInMember();
  answerThread(makeThread({ author: own }), () => []);
  let deleted = 0;
  server.use(
    http.delete(`${API}/cms/discussion/thread/delete/thread-1`, () => {
      deleted += 1;
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this discussion?' });
  expect(dialog).toHaveTextContent('Replies from other members stay');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(deleted).toBe(1);
  expect(await screen.findByText('Discussion deleted')).toBeInTheDocument();
});

test('a member deletes their own reply and it leaves the page', async () => {
  signInMember();
  let replies = [makeReply({ author: own, content: 'Oops, my phone number' }), makeReply({ _id: 'reply-2', content: 'Other words' })];
  answerThread(makeThread(), () => replies);
  server.use(
    http.delete(`${API}/cms/discussion/thread/reply/delete/reply-1`, () => {
      replies = replies.filter((reply) => reply._id !== 'reply-1');
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  render();
  const mine = (await screen.findByText('Oops, my phone number')).closest('article')!;
  // Only their own reply offers Delete; the other offers Report.
  expect(within(screen.getByText('Other words').closest('article')!).queryByRole('button', { name: 'Delete' })).toBeNull();
  await userEvent.click(within(mine as HTMLElement).getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Oops, my phone number')).toBeNull());
  expect(screen.getByText('Other words')).toBeInTheDocument();
});

test('a member reports a reply with a reason and words; the reason is required; the button then says Reported', async () => {
  signInMember();
  answerThread(makeThread({ author: own }));
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/cms/discussion/report`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: 'ok', hidden: false });
    }),
  );
  render();
  const reply = (await screen.findByText('Mirror work helps a lot.')).closest('article') as HTMLElement;
  await userEvent.click(within(reply).getByRole('button', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
  expect(sent).toHaveLength(0);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'personalInfo');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), ' Shows a phone number ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
  expect(await screen.findByText('Thank you for your report')).toBeInTheDocument();
  expect(sent).toEqual([{ targetType: 'reply', targetId: 'reply-1', reason: 'personalInfo', details: 'Shows a phone number' }]);
  expect(within(reply).getByRole('button', { name: 'Reported' })).toBeDisabled();
  // Their own thread has no Report.
  expect(within(screen.getAllByRole('article')[0]).queryByRole('button', { name: 'Report' })).toBeNull();
});

test('a thread its author deleted after others replied: a placeholder above the replies, no reply form', async () => {
  signInMember();
  answerThread(makeThread({ state: 'deleted', title: '', content: '', attachments: [] }));
  render('zh');
  expect(await screen.findByText('此討論已被作者刪除。')).toBeInTheDocument();
  expect(await screen.findByText('Mirror work helps a lot.')).toBeInTheDocument();
  expect(screen.getByTestId('thread-closed')).toHaveTextContent('此討論已不再接受回覆。');
  expect(screen.queryByRole('form', { name: '發表回覆' })).toBeNull();
});

test('admins see hidden posts marked as such, with the way to the queue, and may edit anyone’s post', async () => {
  signInAdmin();
  answerThread(makeThread({ createdAt: hoursAgo(400) }), () => [makeReply({ state: 'hidden', content: 'Call me on 9123 4567' })]);
  render();
  const reply = (await screen.findByText('Call me on 9123 4567')).closest('article') as HTMLElement;
  expect(within(reply).getByTestId('post-state')).toHaveTextContent('Hidden');
  expect(within(reply).getByRole('link', { name: 'Review in moderation' })).toHaveAttribute('href', '/admin/moderation');
  await userEvent.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Edit' }));
  expect(screen.getByText(/editing another member’s post as an admin/)).toBeInTheDocument();
});

describe('the author of a hidden post', () => {
  const hiddenByAdmin = () =>
    makeThread({ author: own, createdAt: hoursAgo(1), state: 'hidden', hiding: { hiddenAt: hoursAgo(0.5), byReports: false, reason: 'No phone numbers, please' } });

  test('reads her hidden thread, told that an admin hid it and why; she cannot like, change or answer it', async () => {
    signInMember();
    answerThread(hiddenByAdmin(), () => [makeReply()]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Best drills for a rainy week' })).toBeInTheDocument();
    const note = screen.getByTestId('post-state');
    expect(within(note).getByText('Hidden')).toBeInTheDocument();
    expect(within(note).getByText('An admin hid this post. Only you can see it.')).toBeInTheDocument();
    expect(within(note).getByText('Reason: No phone numbers, please')).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(note).queryByRole('link', { name: 'Review in moderation' })).toBeNull();
    expect(screen.queryByText('Discussion not found.')).toBeNull();
    expect(screen.getAllByTestId('like-button')[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByTestId('thread-closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /reply/i })).toBeNull();
  });

  test('in Chinese, and when members’ reports hid it', async () => {
    signInMember();
    answerThread(makeThread({ author: own, state: 'hidden', hiding: { hiddenAt: hoursAgo(0.5), byReports: true, reason: '' } }));
    render('zh');
    const note = await screen.findByTestId('post-state');
    expect(within(note).getByText('已隱藏')).toBeInTheDocument();
    expect(within(note).getByText('此帖子被多位會員檢舉，在管理員審閱前已暫時隱藏。只有你看得到。')).toBeInTheDocument();
    expect(within(note).queryByText(/^原因：/)).toBeNull();
    expect(within(note).getByRole('link', { name: '聯絡我們' })).toBeInTheDocument();
    expect(screen.getByTestId('thread-closed')).toHaveTextContent('此討論已不再接受回覆。');
  });

  test('sees her hidden reply under a visible thread, with the reason', async () => {
    signInMember();
    answerThread(makeThread(), () => [
      makeReply({ _id: 'reply-9', author: own, content: 'Call me on 9123 4567', state: 'hidden', hiding: { hiddenAt: hoursAgo(0.5), byReports: false, reason: '請勿公開電話號碼' } }),
    ]);
    render('zh');
    const reply = await screen.findByTestId('reply');
    expect(within(reply).getByText('管理員已隱藏此帖子。只有你看得到。')).toBeInTheDocument();
    expect(within(reply).getByText('原因：請勿公開電話號碼')).toBeInTheDocument();
    expect(within(reply).getByTestId('like-button')).toBeDisabled();
  });

  test('anyone else still gets the spec’s "not found"', async () => {
    signInMember();
    server.use(http.get(`${API}/cms/discussion/thread/get/:id`, () => HttpResponse.json({ status: 'nok', error: '找不到此討論。' }, { status: 404 })));
    render('zh');
    expect(await screen.findByText('找不到此討論。')).toBeInTheDocument();
    expect(screen.queryByTestId('post-state')).toBeNull();
  });
});
