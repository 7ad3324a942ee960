import { EMAIL_MAX_LENGTH } from './email.ts';
import { emailAddress } from './email-schema.ts';
import { z } from './zod.ts';

/** Text that must be there once trimmed; one message for every missing field, as the spec has it. */
const requiredText = (max: number, tooLong?: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'enrolment.fieldsRequired' : undefined) })
    .trim()
    .min(1, 'enrolment.fieldsRequired')
    .max(max, tooLong);

/**
 * A phone number as people type it ("9123 4567", "+852 9123-4567"): 4 to 15 digits once spaces,
 * brackets and dashes are set aside, an optional leading +.
 */
export const PHONE_PATTERN = /^\+?\d{4,15}$/;

/** The enrolment form (`POST /cms/event/enroll/{eventId}`): the API's body and the booking dialog's check. */
export const enrolmentRequestSchema = z.object({
  name: requiredText(100),
  email: requiredText(EMAIL_MAX_LENGTH, 'enrolment.invalidEmail').pipe(emailAddress('enrolment.invalidEmail')),
  phone: requiredText(30, 'enrolment.invalidPhone').refine((value) => PHONE_PATTERN.test(value.replace(/[\s()-]/g, '')), 'enrolment.invalidPhone'),
  remarks: z
    .string()
    .trim()
    .max(1000, 'enrolment.remarksTooLong')
    .nullish()
    .transform((value) => value || null),
});

export type EnrolmentRequest = z.input<typeof enrolmentRequestSchema>;
export type EnrolmentFields = z.output<typeof enrolmentRequestSchema>;
