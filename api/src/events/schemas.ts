import { z } from 'zod';
import { isCalendarDate, isCalendarMonth } from './hk-time.js';
import { EVENT_TYPES } from '@golf/contract/events';

// Request schemas carry message keys (events.*) that the error plugin translates, so a refused
// form reads exactly as spec 02 §5's validation table, in the request's language.

const requiredText = (key: string) => z.string(key).trim().min(1, key);

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

/** The form's number inputs: a number or numeric text; anything else falls back (spec 02 §5). */
const numberOr = (fallback: number) => (value: unknown) => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
};

const dollars = (key: string) =>
  z.preprocess(numberOr(0), z.number().min(0, key)).describe('HKD dollars, 2 decimals; non-numeric reads as 0');

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The event form (create and update); keys in the order of the spec's validation table. */
export const eventBody = z.object({
  name: requiredText('events.nameRequired'),
  date: z.string('events.dateFormat').refine(isCalendarDate, 'events.dateFormat').describe('YYYY-MM-DD'),
  time: z.string('events.timeFormat').regex(TIME, 'events.timeFormat').describe('HH:mm:ss'),
  duration: requiredText('events.durationRequired').describe('Free text such as "2 hours"'),
  venue: requiredText('events.venueRequired'),
  maxParticipants: z
    .preprocess(numberOr(1), z.number().min(1, 'events.maxParticipantsMin'))
    // A place is a whole person: 2.5 places would never fill.
    .transform(Math.floor)
    .describe('At least 1; non-numeric reads as 1'),
  priceMember: dollars('events.priceMemberMin'),
  priceNonMember: dollars('events.priceNonMemberMin'),
  type: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'Practice' : value),
    z.enum(EVENT_TYPES, 'events.typeInvalid'),
  ),
  description: requiredText('events.descriptionRequired'),
  tag: optionalText.describe('Comma-separated, optional'),
  coach: optionalText,
  allowRegistration: z.boolean().default(true),
  imageFileId: optionalText,
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
  name: requiredText('events.enrolmentFieldsRequired'),
  email: requiredText('events.enrolmentFieldsRequired').pipe(z.email('common.invalidEmail')),
  phone: requiredText('events.enrolmentFieldsRequired').pipe(z.string().max(30, 'events.phoneInvalid')),
  remarks: optionalText.pipe(z.string().max(1000, 'events.remarksTooLong').nullable()),
});

export const calendarQuery = z.object({
  date: z.string('events.calendarDate').refine(isCalendarDate, 'events.calendarDate').describe('YYYY-MM-DD'),
});

export const calendarDatesQuery = z.object({
  month: z.string('events.calendarMonth').refine(isCalendarMonth, 'events.calendarMonth').describe('YYYY-MM'),
});
