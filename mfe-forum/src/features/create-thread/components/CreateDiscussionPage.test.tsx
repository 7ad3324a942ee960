import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { fakeFile, signInMember, signOut } from '../../../testing/forum-fixtures';
import { CreateDiscussionPage } from './CreateDiscussionPage';


// The machine is shared and typing is simulated key by key: generous, not hiding slowness of the app.
jest.setTimeout(20_000);
const server = setupApiServer();
let created: unknown[] = [];
let uploads = 0;

beforeEach(() => {
  signInMember();
  created = [];
  uploads = 0;
  server.use(
    http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'ok', fileId: `file-${++uploads}` })),
    http.post(`${API}/cms/discussion/thread/create`, async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json({ status: 'ok' });
    }),
  );
});

const render = (route = '/discussions/create', language: 'en' | 'zh' = 'en') =>
  renderPage(<CreateDiscussionPage />, { route, path: '/discussions/create', language });

const field = {
  category: () => screen.getByRole('combobox', { name: /Category/ }),
  title: () => screen.getByRole('textbox', { name: /Title/ }),
  content: () => screen.getByRole('textbox', { name: /Content/ }),
  submit: () => screen.getByRole('button', { name: 'Create Discussion' }),
  pick: (...files: File[]) => userEvent.upload(screen.getByLabelText('Add Images'), files, { applyAccept: false }),
};

test('a visitor is asked to sign in', () => {
  signOut();
  render();
  expect(screen.getByText('Please sign in to create a discussion.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/discussions');
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('waits for the session before deciding', () => {
  useAuthStore.setState({ status: 'loading' });
  render();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
});

test('the category comes from the address', () => {
  render('/discussions/create?category=chitChat');
  expect(field.category()).toHaveValue('chitChat');
  expect(screen.getByRole('option', { name: 'Chit Chat' })).toBeInTheDocument();
});

test('required fields are checked after trimming and nothing is sent', async () => {
  render();
  await userEvent.click(field.submit());
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  await userEvent.selectOptions(field.category(), 'golfOotd');
  await userEvent.type(field.title(), '   ');
  await userEvent.type(field.content(), 'Body');
  await userEvent.click(field.submit());
  expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(field.title()).toHaveAttribute('aria-invalid', 'true');
  expect(created).toEqual([]);
});

test('creates the thread with trimmed text and two uploaded images, then returns to the list', async () => {
  render('/discussions/create?category=golfOotd');
  await userEvent.type(field.title(), '  My new polo  ');
  await userEvent.type(field.content(), '  Thoughts?\nToo bright?  ');
  await field.pick(fakeFile('front.png', 'image/png'), fakeFile('back.jpg', 'image/jpeg'));
  expect(await screen.findByRole('img', { name: 'back.jpg' })).toBeInTheDocument();
  await waitFor(() => expect(field.submit()).toBeEnabled());
  await userEvent.click(field.submit());
  expect(await screen.findByText('Discussion thread created successfully')).toBeInTheDocument();
  expect(created).toEqual([{ category: 'golfOotd', title: 'My new polo', content: 'Thoughts?\nToo bright?', attachments: ['file-1', 'file-2'] }]);
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});

test('the title shows a counter and an over-long one is refused with a message, never cut', async () => {
  render('/discussions/create?category=chitChat');
  expect(screen.getByTestId('title-count')).toHaveTextContent('0/200');
  await userEvent.click(field.title());
  await userEvent.paste('x'.repeat(205));
  // Pasted whole: the field does not silently drop the last characters.
  expect(field.title()).toHaveValue('x'.repeat(205));
  expect(screen.getByTestId('title-count')).toHaveTextContent('205/200');
  expect(screen.getByRole('alert')).toHaveTextContent('The title is too long: at most 200 characters.');
  expect(field.title()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(field.content(), 'Body');
  await userEvent.click(field.submit());
  expect(created).toEqual([]);

  await userEvent.type(field.title(), '{Backspace>5/}');
  expect(screen.getByTestId('title-count')).toHaveTextContent('200/200');
  expect(screen.queryByText('The title is too long: at most 200 characters.')).toBeNull();
  await userEvent.click(field.submit());
  await waitFor(() => expect(created).toHaveLength(1));
});

test('the title counter speaks Chinese', async () => {
  render('/discussions/create?category=chitChat', 'zh');
  await userEvent.click(screen.getByRole('textbox', { name: /標題/ }));
  await userEvent.paste('長'.repeat(201));
  expect(screen.getByTestId('title-count')).toHaveTextContent('201/200');
  expect(screen.getByRole('alert')).toHaveTextContent('標題太長：最多 200 個字元。');
});

test('a failed creation says so and keeps everything', async () => {
  server.use(http.post(`${API}/cms/discussion/thread/create`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  render('/discussions/create?category=chitChat');
  await userEvent.type(field.title(), 'Hello');
  await userEvent.type(field.content(), 'World');
  await userEvent.click(field.submit());
  expect(await screen.findByText('Failed to create discussion thread')).toBeInTheDocument();
  expect(screen.getByText('Please try again.')).toBeInTheDocument();
  expect(field.title()).toHaveValue('Hello');
  expect(field.submit()).toBeEnabled();
});

test('image limits: at most 5, PNG or JPEG, under 5MB', async () => {
  render();
  await field.pick(...Array.from({ length: 6 }, (_, index) => fakeFile(`p${index}.png`, 'image/png')));
  expect(screen.getByText('You can upload a maximum of 5 images.')).toBeInTheDocument();
  await field.pick(fakeFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
  expect(screen.getByText('Each image must be less than 5MB.')).toBeInTheDocument();
  await field.pick(fakeFile('anim.gif', 'image/gif'));
  expect(screen.getByText('Only PNG and JPEG images can be uploaded.')).toBeInTheDocument();
  expect(uploads).toBe(0);
  await field.pick(fakeFile('ok.png', 'image/png'));
  expect(screen.queryByRole('alert')).toBeNull();
  await waitFor(() => expect(uploads).toBe(1));
});

test('speaks Chinese', async () => {
  render('/discussions/create', 'zh');
  expect(screen.getByRole('heading', { name: '發起討論' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '發起討論' }));
  expect(await screen.findByText('請填寫所有必填欄位')).toBeInTheDocument();
});
