import QRCode from 'qrcode';
import { entryQrContent, entryQrDataUrl } from './entry-qr';

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
