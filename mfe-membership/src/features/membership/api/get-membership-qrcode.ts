import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

interface QrCodeBody {
  dataUrl?: string | null;
  profileToken?: string | null;
}

/** A response carrying neither a usable image nor a token ('Invalid QR code response'). */
export class InvalidQrCodeResponse extends Error {
  constructor() {
    super('Invalid QR code response');
    this.name = 'InvalidQrCodeResponse';
  }
}

/** The same look as the entry QR of events (spec 02 §9): margin 2, error correction M. */
async function renderToken(token: string): Promise<string> {
  // Loaded only in this rare case: most answers carry the image already.
  const { toDataURL } = await import('qrcode');
  return toDataURL(token, { width: 240, margin: 2, errorCorrectionLevel: 'M' });
}

/**
 * GET /cms/auth/me/membership-qrcode → an image source for the member card: the server's data
 * URL, or the profile token drawn here when only the token comes.
 */
export async function getMembershipQrCode(): Promise<string> {
  const body = await apiGet<QrCodeBody>('cms/auth/me/membership-qrcode');
  if (typeof body.dataUrl === 'string' && body.dataUrl.startsWith('data:image/')) return body.dataUrl;
  if (typeof body.profileToken === 'string' && body.profileToken) return renderToken(body.profileToken);
  throw new InvalidQrCodeResponse();
}

export const membershipQrCodeQuery = () => queryOptions({ queryKey: ['membership', 'qrcode'], queryFn: getMembershipQrCode });

export const useMembershipQrCode = () => useQuery(membershipQrCodeQuery());
