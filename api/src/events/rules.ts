// Pure rules of events and enrolments (no database, no HTTP), so each spec row has a unit test.
import { isCalendarDate } from './hk-time.js';

export const EVENT_TYPES = ['Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** An event as the admin form sends it, after the spec's defaults and fallbacks (money in cents). */
export interface EventInput {
  name: string;
  description: string;
  date: string;
  time: string;
  duration: string;
  venue: string;
  maxParticipants: number;
  priceMemberCents: number;
  priceNonMemberCents: number;
  type: EventType;
  tag: string | null;
  coach: string | null;
  allowRegistration: boolean;
  imageFileId: string | null;
}

/** Message keys of the event form's validation table (spec 02 §5), in the table's order. */
export type EventFieldError =
  | 'nameRequired'
  | 'dateFormat'
  | 'timeFormat'
  | 'durationRequired'
  | 'venueRequired'
  | 'maxParticipantsMin'
  | 'priceMemberMin'
  | 'priceNonMemberMin'
  | 'typeInvalid'
  | 'descriptionRequired';

export type EventValidation =
  | { ok: true; value: EventInput }
  | { ok: false; errors: Partial<Record<keyof EventInput | 'priceMember' | 'priceNonMember', EventFieldError>> };

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function optionalText(value: unknown): string | null {
  const trimmed = text(value);
  return trimmed === '' ? null : trimmed;
}

/** The form's number inputs: a number or numeric text; anything else falls back (spec 02 §5). */
function numberOr(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** HKD dollars (step 0.01) to integer cents, rounding away float noise such as 0.1 + 0.2. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** Checks an event form against spec 02 §5 and applies its defaults. */
export function validateEvent(body: unknown): EventValidation {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Extract<EventValidation, { ok: false }>['errors'] = {};

  const name = text(input.name);
  if (!name) errors.name = 'nameRequired';
  const date = text(input.date);
  if (!isCalendarDate(date)) errors.date = 'dateFormat';
  const time = text(input.time);
  if (!TIME.test(time)) errors.time = 'timeFormat';
  const duration = text(input.duration);
  if (!duration) errors.duration = 'durationRequired';
  const venue = text(input.venue);
  if (!venue) errors.venue = 'venueRequired';

  const maxParticipants = numberOr(input.maxParticipants, 1);
  if (maxParticipants < 1) errors.maxParticipants = 'maxParticipantsMin';
  const priceMember = numberOr(input.priceMember, 0);
  if (priceMember < 0) errors.priceMember = 'priceMemberMin';
  const priceNonMember = numberOr(input.priceNonMember, 0);
  if (priceNonMember < 0) errors.priceNonMember = 'priceNonMemberMin';

  const type = input.type === undefined || input.type === null || input.type === '' ? 'Practice' : input.type;
  if (!EVENT_TYPES.includes(type as EventType)) errors.type = 'typeInvalid';

  const description = text(input.description);
  if (!description) errors.description = 'descriptionRequired';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      description,
      date,
      time,
      duration,
      venue,
      // A place is a whole person: 2.5 places would never fill.
      maxParticipants: Math.floor(maxParticipants),
      priceMemberCents: toCents(priceMember),
      priceNonMemberCents: toCents(priceNonMember),
      type: type as EventType,
      tag: optionalText(input.tag),
      coach: optionalText(input.coach),
      allowRegistration: typeof input.allowRegistration === 'boolean' ? input.allowRegistration : true,
      imageFileId: optionalText(input.imageFileId),
    },
  };
}

/** An annual membership counts while activated and not past its expiry (no expiry: never ends). */
export function isActiveMember(
  user: { annualMembershipActivated: boolean; annualMembershipExpiredAt: Date | null },
  now: Date = new Date(),
): boolean {
  if (!user.annualMembershipActivated) return false;
  return user.annualMembershipExpiredAt === null || user.annualMembershipExpiredAt.getTime() > now.getTime();
}

/** What an enrolment costs the user (spec 02 §4 "Price shown"). */
export function enrolmentPriceCents(
  event: { priceMemberCents: number; priceNonMemberCents: number },
  activeMember: boolean,
): number {
  return activeMember ? event.priceMemberCents : event.priceNonMemberCents;
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

/** The enrolment form (spec 02 §5 "Booking form"): name, email and phone required. */
export function validateEnrolment(
  body: unknown,
): { ok: true; value: { fullName: string; email: string; phone: string; remarks: string | null } } | { ok: false } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fullName = text(input.name);
  const email = text(input.email);
  const phone = text(input.phone);
  if (!fullName || !email || !phone) return { ok: false };
  return { ok: true, value: { fullName, email, phone, remarks: optionalText(input.remarks) } };
}

export const ENTRY_CODE_PREFIX = 'GBEVT';

/** Reads an entry QR code `GBEVT:{eventId}:{enrollmentId}`; null when it is not one. */
export function parseEntryCode(code: unknown): { eventId: string; enrollmentId: string } | null {
  if (typeof code !== 'string') return null;
  const parts = code.trim().split(':');
  if (parts.length !== 3 || parts[0] !== ENTRY_CODE_PREFIX) return null;
  const [, eventId, enrollmentId] = parts;
  const id = /^[A-Za-z0-9_-]{1,64}$/;
  if (!id.test(eventId) || !id.test(enrollmentId)) return null;
  return { eventId, enrollmentId };
}

export function entryCode(eventId: string, enrollmentId: string): string {
  return `${ENTRY_CODE_PREFIX}:${eventId}:${enrollmentId}`;
}
