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
