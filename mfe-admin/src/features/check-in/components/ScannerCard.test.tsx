import { fastUser } from '../../../testing/setup';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import { ScannerCard } from './ScannerCard';

jest.mock('jsqr', () => ({ __esModule: true, default: jest.fn(() => ({ data: 'GBEVT:event-1:enrol-1' })) }));

const route = { route: '/admin/check-in', path: '/admin/check-in' };
const mediaDevices = (getUserMedia: jest.Mock) =>
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
const domError = (name: string) => Object.assign(new Error(name), { name });

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
beforeEach(() => Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true }));

test.each([
  ['NotAllowedError', 'Camera permission was denied.'],
  ['NotFoundError', 'No camera was found on this device.'],
  ['NotReadableError', 'The camera is being used by another app.'],
  ['TypeError', 'The camera could not be started.'],
])('explains a camera that fails with %s', async (name, message) => {
  mediaDevices(jest.fn().mockRejectedValue(domError(name)));
  renderPage(<ScannerCard onCode={() => {}} />, route);
  await fastUser().click(screen.getByRole('button', { name: 'Start Camera' }));
  expect(await screen.findByText(new RegExp(message.replace('.', '\\.')))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start Camera' })).toBeInTheDocument();
});

test('explains a browser without a camera API, and a page that is not secure', async () => {
  renderPage(<ScannerCard onCode={() => {}} />, route);
  await fastUser().click(screen.getByRole('button', { name: 'Start Camera' }));
  expect(screen.getByText(/This browser cannot use the camera/)).toBeInTheDocument();

  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  await fastUser().click(screen.getByRole('button', { name: 'Start Camera' }));
  expect(screen.getByText(/only works on a secure \(https\) address/)).toBeInTheDocument();
});

test('decodes camera frames with jsQR, passes the code on and turns the camera off on Stop', async () => {
  const stopTrack = jest.fn();
  const getUserMedia = jest.fn().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
  mediaDevices(getUserMedia);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  jest.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  const context = { drawImage: jest.fn(), getImageData: jest.fn(() => ({ data: new Uint8ClampedArray(640 * 360 * 4) })) };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  // Srcobject is not implemented by jsdom's media element.
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { set() {}, get: () => null, configurable: true });

  const onCode = jest.fn();
  renderPage(<ScannerCard onCode={onCode} />, route);
  await fastUser().click(screen.getByRole('button', { name: 'Start Camera' }));
  await waitFor(() => expect(onCode).toHaveBeenCalledWith('GBEVT:event-1:enrol-1'));
  expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  // Frames are shrunk to 640 px before decoding.
  expect(context.drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 360);

  await fastUser().click(screen.getByRole('button', { name: 'Stop Camera' }));
  expect(stopTrack).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Start Camera' })).toBeInTheDocument();
});
