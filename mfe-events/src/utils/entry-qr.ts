/** Spec 02 §3/§9: the entry code is GBEVT:{eventId}:{enrollmentId}, drawn 120 wide, margin 2, level M. */
export const ENTRY_QR_PREFIX = 'GBEVT';
export const ENTRY_QR_OPTIONS = { width: 120, margin: 2, errorCorrectionLevel: 'M' } as const;

export function entryQrContent(eventId: string, enrollmentId: string): string {
  return `${ENTRY_QR_PREFIX}:${eventId}:${enrollmentId}`;
}

/** A PNG data URL of the entry QR code. The encoder loads only when a paid enrolment shows one. */
export async function entryQrDataUrl(eventId: string, enrollmentId: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(entryQrContent(eventId, enrollmentId), { ...ENTRY_QR_OPTIONS });
}

/** The downloadable entry pass: the QR at least 512 px with a quiet zone, and what it is for. */
export const ENTRY_PASS_QR = { width: 512, margin: 4, errorCorrectionLevel: 'M' } as const;

/**
 * A PNG (data URL) to keep on the phone or print: the entry QR 512 px wide inside its quiet zone,
 * then the event, the participant and the manual code the door can type.
 */
export async function entryPassDataUrl(pass: { eventId: string; enrollmentId: string; eventName: string; participantName: string; codeLine: string }): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, entryQrContent(pass.eventId, pass.enrollmentId), { ...ENTRY_PASS_QR });
  const padding = 32;
  const width = qr.width + padding * 2;
  const lines = [
    { text: pass.eventName, font: 'bold 30px sans-serif' },
    { text: pass.participantName, font: '26px sans-serif' },
    { text: pass.codeLine, font: 'bold 30px monospace' },
  ];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = qr.height + padding * 2 + lines.length * 46;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(qr, padding, padding);
  context.fillStyle = '#111111';
  context.textAlign = 'center';
  lines.forEach(({ text, font }, index) => {
    context.font = font;
    context.fillText(text, width / 2, qr.height + padding + 36 + index * 46, width - padding * 2);
  });
  return canvas.toDataURL('image/png');
}
