import { z } from 'zod';
import { EVENT_TYPES } from '@golf/contract/events';
import { isCalendarDate, isCalendarMonth, MAX_ID_LENGTH } from '../core/schemas.js';

// Request schemas carry message keys (events.*) that the error plugin translates, so a refused
// form reads exactly as spec 02 §5's validation table, in the request's language.

/** Past the maximum: `tooLong`, else the generic text ("Venue is too long (at most 200 characters)."). */
const requiredText = (key: string, max: number, tooLong?: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, key)
    .max(max, tooLong);

const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * The form's number inputs: a number or numeric text; other text falls back (spec 02 §5).
 * Infinity (JSON 1e999, "Infinity") is numeric but no amount: z.number() refuses it.
 */
const numberOr = (fallback: number) => (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isNaN(parsed) ? fallback : parsed;
  }
  return fallback;
};

/** Far above any real event; places and cents are PostgreSQL integers (at most 2³¹−1). */
export const MAX_PARTICIPANTS = 10_000;
export const MAX_PRICE_HKD = 1_000_000;

const dollars = (key: string) =>
  z.preprocess(numberOr(0), z.number().min(0, key).max(MAX_PRICE_HKD)).describe('HKD dollars, 2 decimals; non-numeric reads as 0');

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The event form (create and update); keys in the order of the spec's validation table. */
export const eventBody = z.object({
  name: requiredText('events.nameRequired', 200),
  date: z.string('events.dateFormat').refine(isCalendarDate, 'events.dateFormat').describe('YYYY-MM-DD, years 1900 to 2200'),
  time: z.string('events.timeFormat').regex(TIME, 'events.timeFormat').describe('HH:mm:ss'),
  duration: requiredText('events.durationRequired', 100).describe('Free text such as "2 hours"'),
  venue: requiredText('events.venueRequired', 200),
  maxParticipants: z
    .preprocess(numberOr(1), z.number().min(1, 'events.maxParticipantsMin').max(MAX_PARTICIPANTS))
    // A place is a whole person: 2.5 places would never fill.
    .transform(Math.floor)
    .describe(`1 to ${MAX_PARTICIPANTS}; non-numeric reads as 1`),
  priceMember: dollars('events.priceMemberMin'),
  priceNonMember: dollars('events.priceNonMemberMin'),
  type: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'Practice' : value),
    z.enum(EVENT_TYPES, 'events.typeInvalid'),
  ),
  description: requiredText('events.descriptionRequired', 20_000),
  tag: optionalText(500).describe('Comma-separated, optional'),
  coach: optionalText(100),
  allowRegistration: z.boolean().default(true),
  imageFileId: optionalText(MAX_ID_LENGTH),
});

export type EventBody = z.output<typeof eventBody>;

export const eventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  date: z.string().describe('YYYY-MM-DD, Hong Kong calendar day'),
  time: z.string().describe('HH:mm:ss, Hong Kong time'),
  duration: z.string(),
  venue: z.string(),
  maxParticipants: z.number(),
  currentParticipants: z.number(),
  priceMember: z.number().describe('HKD dollars'),
  priceNonMember: z.number().describe('HKD dollars'),
  imageFileId: z.string().nullable(),
  type: z.enum(EVENT_TYPES),
  coach: z.string().nullable(),
  tag: z.string().nullable(),
  allowRegistration: z.boolean(),
});

export const enrollmentSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  price: z.number().describe('HKD dollars'),
  remarks: z.string().nullable(),
  paymentStatus: z.enum(['Pending', 'Paid']),
  paymentLink: z.string().nullable(),
  paymentLinkId: z.string().nullable(),
  paidWith: z.enum(['payment', 'freePractice']).nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
});

export const enrollmentBody = z.object({
  name: requiredText('events.enrolmentFieldsRequired', 100),
  email: requiredText('events.enrolmentFieldsRequired', 254).pipe(z.email('common.invalidEmail')),
  phone: requiredText('events.enrolmentFieldsRequired', 30, 'events.phoneInvalid'),
  remarks: optionalText(1000, 'events.remarksTooLong'),
});

export const calendarQuery = z.object({
  date: z.string('events.calendarDate').refine(isCalendarDate, 'events.calendarDate').describe('YYYY-MM-DD'),
});

export const calendarDatesQuery = z.object({
  month: z.string('events.calendarMonth').refine(isCalendarMonth, 'events.calendarMonth').describe('YYYY-MM'),
});
