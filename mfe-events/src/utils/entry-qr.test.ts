import QRCode from 'qrcode';
import { entryPassDataUrl, entryQrContent, entryQrDataUrl } from './entry-qr';

test('the entry code is GBEVT:{eventId}:{enrollmentId}', () => {
  expect(entryQrContent('ev-42', 'en-7')).toBe('GBEVT:ev-42:en-7');
});

test('is drawn 120 wide with margin 2 and error correction M, as a PNG', async () => {
  const spy = jest.spyOn(QRCode, 'toDataURL');
  const url = await entryQrDataUrl('ev-42', 'en-7');
  expect(spy).toHaveBeenCalledWith('GBEVT:ev-42:en-7', expect.objectContaining({ width: 120, margin: 2, errorCorrectionLevel: 'M' }));
  expect(url).toMatch(/^data:image\/png;base64,/);
  spy.mockRestore();
});

test('the downloaded pass: the QR 512 px with a quiet zone, and the event, participant and manual code under it (issue 35)', async () => {
  const toCanvas = jest.spyOn(QRCode, 'toCanvas').mockImplementation(async (canvas: unknown) => {
    Object.assign(canvas as HTMLCanvasElement, { width: 512, height: 512 });
  });
  const drawn: string[] = [];
  const context = { fillRect: jest.fn(), drawImage: jest.fn(), fillText: (text: string) => drawn.push(text), fillStyle: '', font: '', textAlign: '' };
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,pass');
  const url = await entryPassDataUrl({ eventId: 'ev-42', enrollmentId: 'en-7', eventName: 'Junior Open', participantName: 'Chan Tai Man', codeLine: 'Manual code: 7F3A-2C91' });
  expect(url).toBe('data:image/png;base64,pass');
  expect(toCanvas).toHaveBeenCalledWith(expect.anything(), 'GBEVT:ev-42:en-7', expect.objectContaining({ width: 512, margin: 4 }));
  expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 32, 32);
  expect(drawn).toEqual(['Junior Open', 'Chan Tai Man', 'Manual code: 7F3A-2C91']);
  [toCanvas, getContext, toDataURL].forEach((spy) => spy.mockRestore());
});
