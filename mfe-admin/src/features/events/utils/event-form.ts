import dayjs from 'dayjs';
import { EVENT_TYPES, type EventType } from '@golf/contract/events';
import type { GolfEvent } from '@golf/contract/event-shapes';

/** The event form as typed (spec 02 §3 "Event (admin form)"). */
export interface EventFormValues {
  name: string;
  date: string;
  time: string;
  duration: string;
  venue: string;
  allowRegistration: boolean;
  maxParticipants: string;
  priceMember: string;
  priceNonMember: string;
  type: EventType | string;
  description: string;
  tag: string;
  coach: string;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** What POST /cms/event/create and PUT /cms/event/update/{id} take. */
export interface EventPayload {
  name: string;
  date: string;
  time: string;
  duration: string;
  venue: string;
  allowRegistration: boolean;
  maxParticipants: number;
  priceMember: number;
  priceNonMember: number;
  type: string;
  description: string;
  tag: string | null;
  coach: string | null;
  imageFileId: string | null;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  date: '',
  time: '',
  duration: '',
  venue: '',
  allowRegistration: true,
  maxParticipants: '1',
  priceMember: '0',
  priceNonMember: '0',
  type: 'Practice',
  description: '',
  tag: '',
  coach: '',
};

export function formFromEvent(event: GolfEvent): EventFormValues {
  return {
    name: event.name ?? '',
    date: event.date ?? '',
    time: event.time ?? '',
    duration: event.duration ?? '',
    venue: event.venue ?? '',
    allowRegistration: event.allowRegistration !== false,
    maxParticipants: String(event.maxParticipants ?? 1),
    priceMember: String(event.priceMember ?? 0),
    priceNonMember: String(event.priceNonMember ?? 0),
    type: event.type || 'Practice',
    description: event.description ?? '',
    tag: event.tag ?? '',
    coach: event.coach ?? '',
  };
}

/** A number box's value, or the fallback when it holds no number (spec 02 §5). */
export function numberOr(text: string, fallback: number): number {
  if (text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}

/** A browser's time box gives HH:mm when the seconds are zero; the API wants HH:mm:ss. */
export function normaliseTime(text: string): string {
  const trimmed = text.trim();
  return /^\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

function isCalendarDate(text: string): boolean {
  return DATE.test(text) && dayjs(text, 'YYYY-MM-DD').format('YYYY-MM-DD') === text;
}

/** The validation table of spec 02 §5, as message keys of the admin namespace. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const errors: EventFormErrors = {};
  const key = (name: string) => `eventForm.validation.${name}`;
  if (!values.name.trim()) errors.name = key('nameRequired');
  if (!isCalendarDate(values.date.trim())) errors.date = key('dateFormat');
  if (!TIME.test(normaliseTime(values.time))) errors.time = key('timeFormat');
  if (!values.duration.trim()) errors.duration = key('durationRequired');
  if (!values.venue.trim()) errors.venue = key('venueRequired');
  if (numberOr(values.maxParticipants, 1) < 1) errors.maxParticipants = key('maxParticipantsMin');
  if (numberOr(values.priceMember, 0) < 0) errors.priceMember = key('priceMemberMin');
  if (numberOr(values.priceNonMember, 0) < 0) errors.priceNonMember = key('priceNonMemberMin');
  if (!(EVENT_TYPES as readonly string[]).includes(values.type)) errors.type = key('typeInvalid');
  if (!values.description.trim()) errors.description = key('descriptionRequired');
  return errors;
}

export function toEventPayload(values: EventFormValues, imageFileId: string | null): EventPayload {
  return {
    name: values.name.trim(),
    date: values.date.trim(),
    time: normaliseTime(values.time),
    duration: values.duration.trim(),
    venue: values.venue.trim(),
    allowRegistration: values.allowRegistration,
    maxParticipants: numberOr(values.maxParticipants, 1),
    // Cents, not float noise: 150.5 stays 150.5, 0.1 + 0.2 typed as 0.3 stays 0.3.
    priceMember: Math.round(numberOr(values.priceMember, 0) * 100) / 100,
    priceNonMember: Math.round(numberOr(values.priceNonMember, 0) * 100) / 100,
    type: values.type,
    description: values.description.trim(),
    tag: values.tag.trim() || null,
    coach: values.coach.trim() || null,
    imageFileId,
  };
}

/** Events dated before now are dimmed and labelled Past Event in the admin table. */
export function isPastEvent(event: Pick<GolfEvent, 'date' | 'time'>, now: Date = new Date()): boolean {
  const start = dayjs(`${event.date}T${event.time || '00:00:00'}`);
  return start.isValid() && start.isBefore(now);
}

const WHOLE_HKD = new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'HKD', maximumFractionDigits: 0 });
const HKD = new Intl.NumberFormat('en-HK', { style: 'currency', currency: 'HKD', minimumFractionDigits: 2 });

/** HK$100, HK$150.50. */
export function formatHkd(dollars: number): string {
  const value = dollars ?? 0;
  return (Number.isInteger(value) ? WHOLE_HKD : HKD).format(value);
}
