// Pure rules of events and enrolments (no database, no HTTP), so each spec row has a unit test.
import type { MembershipStatus } from '@golf/contract/membership';
import { priceFor } from '@golf/contract/pricing';

/** HKD dollars (step 0.01) to integer cents, rounding away float noise such as 0.1 + 0.2. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** What an enrolment costs the user (spec 02 §4 "Price shown"), by the contract's one rule. */
export function enrolmentPriceCents(event: { priceMemberCents: number; priceNonMemberCents: number }, status: MembershipStatus): number {
  return priceFor({ priceMember: event.priceMemberCents, priceNonMember: event.priceNonMemberCents }, status);
}

export type EnrolmentRefusal = 'closed' | 'full';

/** Why an event takes no more enrolments, or null when it does. */
export function enrolmentRefusal(event: {
  allowRegistration: boolean;
  maxParticipants: number;
  currentParticipants: number;
}): EnrolmentRefusal | null {
  if (!event.allowRegistration) return 'closed';
  if (event.currentParticipants >= event.maxParticipants) return 'full';
  return null;
}

export const ENTRY_CODE_PREFIX = 'GBEVT';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads an entry QR code `GBEVT:{eventId}:{enrollmentId}`; null when it is not one. A code typed
 * at the door is forgiven spaces, line breaks and letter case (ids are lower-case UUIDs).
 */
export function parseEntryCode(code: unknown): { eventId: string; enrollmentId: string } | null {
  if (typeof code !== 'string') return null;
  const parts = code.replace(/\s+/g, '').split(':');
  if (parts.length !== 3 || parts[0]!.toUpperCase() !== ENTRY_CODE_PREFIX) return null;
  const [eventId, enrollmentId] = parts.slice(1).map((id) => (UUID.test(id!) ? id!.toLowerCase() : id!));
  const id = /^[A-Za-z0-9_-]{1,64}$/;
  if (!id.test(eventId!) || !id.test(enrollmentId!)) return null;
  return { eventId: eventId!, enrollmentId: enrollmentId! };
}

/** The manual code as printed: 7F3A-2C91. */
export function formatEntryCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** A typed manual code in any case, with or without its dash or spaces; null when it is none. */
export function parseManualCode(code: unknown): string | null {
  if (typeof code !== 'string') return null;
  const plain = code.replace(/[\s-]+/g, '').toUpperCase();
  return /^[0-9A-F]{8}$/.test(plain) ? plain : null;
}

export function entryCode(eventId: string, enrollmentId: string): string {
  return `${ENTRY_CODE_PREFIX}:${eventId}:${enrollmentId}`;
}
