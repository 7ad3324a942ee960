import { z } from './zod.ts';
import { isCalendarDate } from './dates.ts';
import { EVENT_TYPES } from './events.ts';
import { translatableText } from './translatable.ts';

// The admin's event form (POST /cms/event/create, PUT /cms/event/update/{id}): the API's body and
// the form's check. Messages are keys of the contract's catalogue (messages.ts), in the order of
// the specification's validation table.

const requiredText = (key: string, max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, key)
    .max(max);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * A number box: a number or numeric text; other text falls back (spec 02 §5). Infinity (JSON
 * 1e999, "Infinity") is numeric but no amount: z.number() refuses it.
 */
export const numberOr = (fallback: number) => (value: unknown) => {
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

/** HKD dollars to two decimals: 150.5 stays 150.5, 0.1 + 0.2 typed as 0.3 stays 0.3. */
const dollars = (key: string) =>
  z
    .preprocess(numberOr(0), z.number().min(0, key).max(MAX_PRICE_HKD))
    .transform((value) => Math.round(value * 100) / 100)
    .describe('HKD dollars, 2 decimals; non-numeric reads as 0');

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A browser's time box gives HH:mm when the seconds are zero; the event keeps HH:mm:ss. */
const withSeconds = (value: unknown) => (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value.trim()) ? `${value.trim()}:00` : value);

export const MAX_FILE_ID_LENGTH = 200;

/** A member may cancel a paid booking until this many hours before the start, unless the event says otherwise. */
export const DEFAULT_CANCELLATION_HOURS = 48;
/** Thirty days: the database refuses more (migrations/0112). */
export const MAX_CANCELLATION_HOURS = 720;

export const eventRequestSchema = z.object({
  /** `{zh, en}`, at least one; a plain string is filed under the language it is written in (as name and venue). */
  name: translatableText('event.nameRequired', 200),
  date: z
    .string('event.dateFormat')
    .trim()
    .refine(isCalendarDate, 'event.dateFormat')
    .describe('YYYY-MM-DD, years 1900 to 2200'),
  time: z.preprocess(withSeconds, z.string('event.timeFormat').regex(TIME, 'event.timeFormat')).describe('HH:mm:ss (HH:mm reads as HH:mm:00)'),
  duration: requiredText('event.durationRequired', 100).describe('Free text such as "2 hours"'),
  venue: translatableText('event.venueRequired', 200),
  maxParticipants: z
    .preprocess(numberOr(1), z.number().min(1, 'event.maxParticipantsMin').max(MAX_PARTICIPANTS))
    // A place is a whole person: 2.5 places would never fill.
    .transform(Math.floor)
    .describe(`1 to ${MAX_PARTICIPANTS}; non-numeric reads as 1`),
  priceMember: dollars('event.priceMemberMin'),
  priceNonMember: dollars('event.priceNonMemberMin'),
  type: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 'Practice' : value),
    z.enum(EVENT_TYPES, 'event.typeInvalid'),
  ),
  description: translatableText('event.descriptionRequired', 20_000),
  tag: optionalText(500).describe('Comma-separated, optional'),
  coach: optionalText(100),
  allowRegistration: z.boolean().default(true),
  cancellationHours: z
    .preprocess(numberOr(DEFAULT_CANCELLATION_HOURS), z.number().min(0, 'event.cancellationHoursRange').max(MAX_CANCELLATION_HOURS, 'event.cancellationHoursRange'))
    .transform(Math.floor)
    .describe(`Hours before the start until which members may cancel a paid booking and be refunded; 0 to ${MAX_CANCELLATION_HOURS}, default ${DEFAULT_CANCELLATION_HOURS}`),
  imageFileId: optionalText(MAX_FILE_ID_LENGTH),
});

/** What the form sends (numbers may still be text). */
export type EventRequest = z.input<typeof eventRequestSchema>;
/** What the API stores after the check. */
export type EventFields = z.output<typeof eventRequestSchema>;
