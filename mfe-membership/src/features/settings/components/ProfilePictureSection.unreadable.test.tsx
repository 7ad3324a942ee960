import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

// jsdom cannot decode or draw images: the redraw is replaced by one that fails, as Chromium does
// for a format it cannot read (HEIC, say). The redraw itself is exercised in the e2e journey.
jest.mock('../utils/picture-file', () => ({
  ...jest.requireActual('../utils/picture-file'),
  uploadableImage: () => Promise.reject(new Error('cannot decode')),
}));

let uploads = 0;
setupApiServer(
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })),
  http.post(`${API}/cms/file`, () => {
    uploads += 1;
    return HttpResponse.json({ status: 'ok', fileId: 'never' });
  }),
);

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  signInAs(makeProfile());
});

it('asks for a JPG or PNG when the browser cannot read the chosen image, and uploads nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  const section = await screen.findByRole('region', { name: 'Profile picture' });
  const heic = new NodeFile([new Uint8Array([0, 0, 0, 24])], 'photo.heic', { type: 'image/heic' }) as unknown as File;
  await user.upload(within(section).getByTestId('picture-input'), heic);
  await user.click(within(section).getByRole('button', { name: 'Upload picture' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('This image could not be read. Please choose a JPG or PNG file.');
  expect(uploads).toBe(0);
});
