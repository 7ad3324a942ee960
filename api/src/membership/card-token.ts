import { jwtVerify, SignJWT } from 'jose';
import QRCode from 'qrcode';

// A distinct issuer and audience: a card token is never accepted as a session, nor a session
// token as a card.
const ISSUER = 'golf-api/membership-card';
const AUDIENCE = 'membership-verify';
// The card only proves who the member is; verification reads the membership as it is now, so a
// lapsed member's old card shows as lapsed. The lifetime just limits old screenshots.
const LIFETIME = '30d';

export function signCardToken(userId: string, secret: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(new TextEncoder().encode(secret));
}

/** A person's member card as the phone shows it: the signed token and its QR code (a PNG data URL). */
export async function memberCard(personId: string, secret: string): Promise<{ status: 'ok'; dataUrl: string; profileToken: string }> {
  const profileToken = await signCardToken(personId, secret);
  const dataUrl = await QRCode.toDataURL(profileToken, { width: 240, margin: 2, errorCorrectionLevel: 'M' });
  return { status: 'ok', dataUrl, profileToken };
}

/** The member id a card token names, or null when it is forged, expired or not a card token. */
export async function readCardToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
