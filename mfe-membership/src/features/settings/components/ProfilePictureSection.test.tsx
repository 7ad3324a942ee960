import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import type { Profile } from '@golf/contract/profile';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

let me: Profile;
let uploads: string[] = [];
let pictureBodies: unknown[] = [];
const server = setupApiServer(
  sessionsHandler(),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: me })),
  http.post(`${API}/cms/file`, async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    uploads.push(`${file.name}:${file.type}:${file.size}`);
    return HttpResponse.json({ status: 'ok', fileId: 'file-9' });
  }),
  http.put(`${API}/cms/profile/me/profile-picture`, async ({ request }) => {
    const body = (await request.json()) as { fileId: string };
    pictureBodies.push(body);
    me = { ...me, imageFileId: body.fileId };
    return HttpResponse.json({ status: 'ok', data: me });
  }),
);

afterEach(() => jest.restoreAllMocks());

const user = userEvent.setup({ applyAccept: false, delay: null });
// jest-fixed-jsdom sends Node's FormData, which writes a jsdom File as '[object File]': the
// picture is made with Node's File so the upload carries real bytes.
const png = () => new NodeFile([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }) as unknown as File;

beforeEach(() => {
  // jest-fixed-jsdom's URL is Node's, which takes only Node Blobs: the preview URL is faked.
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  me = makeProfile();
  uploads = [];
  pictureBodies = [];
  signInAs(me);
});

async function openSection() {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  const section = await screen.findByRole('region', { name: 'Profile picture' });
  return { section, input: within(section).getByTestId('picture-input') as HTMLInputElement };
}

it('refuses a file that is not an image, and sends nothing', async () => {
  const { section, input } = await openSection();
  await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
  expect(within(section).getByRole('alert')).toHaveTextContent('Please select an image file.');
  expect(within(section).queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
  expect(uploads).toEqual([]);
});

it('refuses an image over 5MB (the API\'s limit, from the contract)', async () => {
  const { section, input } = await openSection();
  const big = png();
  Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
  await user.upload(input, big);
  expect(within(section).getByRole('alert')).toHaveTextContent('Please select an image smaller than 5MB.');
  expect(uploads).toEqual([]);
});

it('previews the chosen image, uploads it and makes it the profile picture', async () => {
  const { section, input } = await openSection();
  await user.upload(input, png());
  expect(within(section).getByAltText('Preview of the new profile picture')).toHaveAttribute('src', 'blob:preview');
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
  expect(uploads).toEqual(['me.png:image/png:4']);
  expect(pictureBodies).toEqual([{ fileId: 'file-9' }]);
  await waitFor(() => expect(within(section).queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument());
  await waitFor(() => expect(useAuthStore.getState().profile?.imageFileId).toBe('file-9'));
});

it('keeps the chosen image when the upload fails, so it can be tried again', async () => {
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok', error: 'Storage is full.' }, { status: 507 })));
  const { section, input } = await openSection();
  await user.upload(input, png());
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await screen.findByText('Failed to upload image. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Storage is full.')).toBeInTheDocument();
  expect(pictureBodies).toEqual([]);
  expect(within(section).getByRole('button', { name: 'Upload picture' })).toBeEnabled();
});

it('says so when the uploaded file cannot be made the profile picture; a retry does not upload again', async () => {
  server.use(http.put(`${API}/cms/profile/me/profile-picture`, () => HttpResponse.json({ status: 'nok' }, { status: 500 }), { once: true }));
  const { section, input } = await openSection();
  await user.upload(input, png());
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await screen.findByText('Failed to update profile picture')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Upload picture' })).toBeEnabled();
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
  expect(uploads).toHaveLength(1);
  expect(pictureBodies).toEqual([{ fileId: 'file-9' }]);
});

it('can drop the chosen image before uploading', async () => {
  const { section, input } = await openSection();
  await user.upload(input, png());
  await user.click(within(section).getByRole('button', { name: 'Cancel' }));
  expect(within(section).queryByAltText('Preview of the new profile picture')).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
});

it('accepts what the forum accepts: a GIF is refused before anything is sent, and the picker offers PNG and JPEG', async () => {
  const { section, input } = await openSection();
  expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
  expect(section).toHaveTextContent('PNG or JPEG');
  await user.upload(input, new NodeFile([new Uint8Array([71, 73, 70])], 'dot.gif', { type: 'image/gif' }) as unknown as File);
  expect(within(section).getByRole('alert')).toHaveTextContent('Only PNG and JPEG images can be uploaded.');
  expect(uploads).toEqual([]);
});

it('a file the API finds is not a PNG or JPEG says so beside the picture', async () => {
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok', error: 'Unsupported' }, { status: 415 })));
  const { section, input } = await openSection();
  await user.upload(input, png());
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Only PNG and JPEG images can be uploaded.');
  expect(pictureBodies).toEqual([]);
});

it('removes the profile picture: the initials show again', async () => {
  me = makeProfile({ imageFileId: 'file-1' });
  signInAs(me);
  const { section } = await openSection();
  expect(within(section).getByAltText('Current profile picture')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Remove picture' }));
  expect(await screen.findByText('Profile picture removed')).toBeInTheDocument();
  expect(pictureBodies).toEqual([{ fileId: null }]);
  await waitFor(() => expect(useAuthStore.getState().profile?.imageFileId).toBeNull());
  expect(within(section).queryByAltText('Current profile picture')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
});

it('offers no removal when there is no picture', async () => {
  const { section } = await openSection();
  expect(within(section).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
});
