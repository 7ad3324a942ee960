import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import '../../../i18n/forum-catalogue';
import { fakeFile, signInMember } from '../../../testing/forum-fixtures';
import { useReplies } from '../api/get-replies';
import { ReplyForm } from './ReplyForm';

// The machine is shared and typing is simulated key by key: generous, not hiding slowness of the app.
jest.setTimeout(20_000);
const server = setupApiServer();
let uploads = 0;
let posted: unknown[] = [];
let replyReads = 0;

beforeEach(() => {
  signInMember();
  uploads = 0;
  posted = [];
  replyReads = 0;
  server.use(
    http.get(`${API}/cms/discussion/thread/reply/list/thread-1`, () => {
      replyReads += 1;
      return HttpResponse.json({ status: 'ok', replies: [] });
    }),
    http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'ok', fileId: `file-${++uploads}` })),
    http.post(`${API}/cms/discussion/thread/reply/create/thread-1`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ status: 'ok' });
    }),
  );
});

/** The thread's replies on the same page, as the thread view shows them above the form. */
function Replies() {
  useReplies('thread-1');
  return null;
}

function render(language: 'en' | 'zh' = 'en') {
  renderPage(
    <>
      <Replies />
      <ReplyForm threadId="thread-1" />
    </>,
    { language },
  );
  return {
    text: () => screen.getByRole('textbox', { name: 'Your reply' }),
    submit: () => screen.getByRole('button', { name: 'Post Reply' }),
    pick: (...files: File[]) => userEvent.upload(screen.getByLabelText('Add Images'), files, { applyAccept: false }),
  };
}

test('posting is disabled until there is text that is not only spaces', async () => {
  const form = render();
  expect(form.submit()).toBeDisabled();
  await userEvent.type(form.text(), '   ');
  expect(form.submit()).toBeDisabled();
  await userEvent.type(form.text(), 'Nice swing!');
  expect(form.submit()).toBeEnabled();
});

test('posts the trimmed text and the uploaded images, then clears; the replies load again', async () => {
  const form = render();
  await waitFor(() => expect(replyReads).toBe(1));
  await userEvent.type(form.text(), '  Great tips  ');
  await form.pick(fakeFile('a.png', 'image/png'), fakeFile('b.jpg', 'image/jpeg'));
  expect(await screen.findByText('Images Uploaded')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
  await waitFor(() => expect(form.submit()).toBeEnabled());
  await userEvent.click(form.submit());
  expect(await screen.findByText('Reply Posted!')).toBeInTheDocument();
  expect(posted).toEqual([{ content: 'Great tips', attachments: ['file-1', 'file-2'] }]);
  expect(form.text()).toHaveValue('');
  expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull();
  await waitFor(() => expect(replyReads).toBe(2));
});

test('an image removed before posting is not attached', async () => {
  const form = render();
  await userEvent.type(form.text(), 'Two shots');
  await form.pick(fakeFile('keep.png', 'image/png'), fakeFile('drop.png', 'image/png'));
  await screen.findByText('Images Uploaded');
  await userEvent.click(screen.getByRole('button', { name: 'Remove drop.png' }));
  await userEvent.click(form.submit());
  await screen.findByText('Reply Posted!');
  expect(posted).toEqual([{ content: 'Two shots', attachments: ['file-1'] }]);
});

test('posting waits while an image uploads, with its progress shown', async () => {
  let finish = () => {};
  server.use(
    http.post(`${API}/cms/file`, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return HttpResponse.json({ status: 'ok', fileId: 'slow-file' });
    }),
  );
  const form = render();
  await userEvent.type(form.text(), 'Wait for it');
  await form.pick(fakeFile('slow.png', 'image/png'));
  expect(await screen.findByRole('progressbar', { name: 'Uploading slow.png' })).toBeInTheDocument();
  expect(form.submit()).toBeDisabled();
  finish();
  await waitFor(() => expect(form.submit()).toBeEnabled());
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('more than 5 images are refused', async () => {
  const form = render();
  await form.pick(...Array.from({ length: 6 }, (_, index) => fakeFile(`p${index}.png`, 'image/png')));
  expect(await screen.findByText('Too Many Files')).toBeInTheDocument();
  expect(screen.getByText('You can upload maximum 5 images per reply.')).toBeInTheDocument();
  expect(uploads).toBe(0);
});

test('a file that is not an image or too large is named and left out', async () => {
  const form = render();
  await form.pick(fakeFile('notes.pdf', 'application/pdf'), fakeFile('huge.png', 'image/png', 6 * 1024 * 1024), fakeFile('ok.png', 'image/png'));
  expect(await screen.findByText('File notes.pdf is not an image')).toBeInTheDocument();
  expect(screen.getByText('File huge.png is too large. Maximum size is 5MB')).toBeInTheDocument();
  await screen.findByText('Images Uploaded');
  expect(uploads).toBe(1);
  expect(screen.getByRole('img', { name: 'ok.png' })).toBeInTheDocument();
});

test('a file named .png that the server finds is not an image gets the spec reason, and is dropped', async () => {
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok', error: 'Only PNG and JPEG' }, { status: 415 })));
  const form = render();
  await form.pick(fakeFile('fake.png', 'image/png'));
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('File fake.png is not an image')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'fake.png' })).toBeNull();
});

test('a failed upload for another reason is reported and the image dropped', async () => {
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  const form = render();
  await form.pick(fakeFile('photo.png', 'image/png'));
  expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to upload photo.png')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'photo.png' })).toBeNull();
});

test('a failed post keeps the text and says so', async () => {
  server.use(http.post(`${API}/cms/discussion/thread/reply/create/thread-1`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  const form = render();
  await userEvent.type(form.text(), 'Keep me');
  await userEvent.click(form.submit());
  expect(await screen.findByText('Reply Failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to post reply. Please try again.')).toBeInTheDocument();
  expect(form.text()).toHaveValue('Keep me');
  expect(replyReads).toBe(1);
});

test('speaks Chinese', async () => {
  renderPage(<ReplyForm threadId="thread-1" />, { language: 'zh' });
  expect(screen.getByRole('button', { name: '發佈回覆' })).toBeDisabled();
  await userEvent.upload(screen.getByLabelText('加入圖片'), [fakeFile('notes.txt', 'text/plain')], { applyAccept: false });
  expect(await screen.findByText('檔案 notes.txt 不是圖片')).toBeInTheDocument();
});
