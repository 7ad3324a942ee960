import { EMAIL_MAX_LENGTH } from './email.ts';
import { emailAddress } from './email-schema.ts';
import { JUNIORS_PER_FAMILY_MAX } from './family.ts';
import { PARTICIPANT_NAME_PATTERN, PHONE_MAX_LENGTH, PHONE_PATTERN, phoneDigits } from './fields.ts';
import { z } from './zod.ts';

/** Text that must be there once trimmed; one message for every missing field, as the spec has it. */
const requiredText = (max: number, tooLong?: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'enrolment.fieldsRequired' : undefined) })
    .trim()
    .min(1, 'enrolment.fieldsRequired')
    .max(max, tooLong);

/** A phone number as people type it ("9123 4567", "+852 9123-4567"): fields.ts's rule. */
export { PHONE_PATTERN };

/** A participant's name goes into the club's mails and lists: at most this many characters. */
export const PARTICIPANT_NAME_MAX = 60;

/** A participant's name is plain text: fields.ts's PARTICIPANT_NAME_PATTERN (kept exported here). */
export { PARTICIPANT_NAME_PATTERN };

/** A guardian and every junior a family may hold, in one booking. */
export const MAX_PARTICIPANTS = JUNIORS_PER_FAMILY_MAX + 1;

/** Whom a booking or a waiting-list entry is for: person ids, each once, at least one. */
export const participantIdsSchema = z
  .array(z.string().min(1, 'enrolment.participantsInvalid').max(200, 'enrolment.participantsInvalid'), { error: 'enrolment.participantsInvalid' })
  .min(1, 'enrolment.participantsRequired')
  .max(MAX_PARTICIPANTS, 'enrolment.participantsInvalid')
  .refine((ids) => new Set(ids).size === ids.length, 'enrolment.participantsInvalid');

/** The enrolment form (`POST /cms/event/enroll/{eventId}`): the API's body and the booking dialog's check. */
export const enrolmentRequestSchema = z.object({
  name: requiredText(PARTICIPANT_NAME_MAX, 'enrolment.nameTooLong')
    .transform((value) => value.replace(/\s+/g, ' '))
    .refine((value) => PARTICIPANT_NAME_PATTERN.test(value), 'enrolment.nameInvalid'),
  // Accepted for the spec's payload, not used: the club's mails about an enrolment go to the
  // account's verified address only, never a typed one (issue 36 point 3).
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(EMAIL_MAX_LENGTH, 'enrolment.invalidEmail').pipe(emailAddress('enrolment.invalidEmail')).optional(),
  ),
  phone: requiredText(PHONE_MAX_LENGTH, 'enrolment.invalidPhone').refine((value) => PHONE_PATTERN.test(phoneDigits(value)), 'enrolment.invalidPhone'),
  remarks: z
    .string()
    .trim()
    .max(1000, 'enrolment.remarksTooLong')
    .nullish()
    .transform((value) => value || null),
  // Who goes (issue 39 point 3): person ids — the caller's own (`personId` of /cms/auth/me) and/or
  // their family's juniors. Absent: the caller alone. Several go all together or none of them.
  participants: participantIdsSchema.optional(),
});

/**
 * Joining a full event's waiting list (`POST /cms/event/waitlist/{eventId}`, issue 39): who waits,
 * as on the enrolment (the caller and/or their juniors, one entry each). Absent: the caller alone.
 */
export const waitlistRequestSchema = z.object({ participants: participantIdsSchema.optional() });
export type WaitlistRequest = z.input<typeof waitlistRequestSchema>;

export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;
export type EnrolmentFields = z.output<typeof enrolmentRequestSchema>;
