import dayjs from 'dayjs';
import { DEFAULT_CANCELLATION_HOURS, eventRequestSchema, type EventFields } from '@golf/contract/event-request';
import type { EventType } from '@golf/contract/events';
import { checkForm, type FormErrors, type SchemaCheck } from '@golf/shared/forms/use-form';
import '@golf/shared/i18n/contract-catalogue';
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
  /** Hours before the start until which members may cancel a paid booking and be refunded. */
  cancellationHours: string;
}


/** What POST /cms/event/create and PUT /cms/event/update/{id} take, as the contract checks it. */
export type EventPayload = EventFields;

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
  cancellationHours: String(DEFAULT_CANCELLATION_HOURS),
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
    cancellationHours: String(event.cancellationHours ?? DEFAULT_CANCELLATION_HOURS),
  };
}

/**
 * The validation table of spec 02 §5, by the schema the API checks the same form with; each
 * error is a key of the contract's catalogue.
 */
export const EVENT_CHECK: SchemaCheck = { schema: eventRequestSchema };

export function validateEventForm(values: EventFormValues): FormErrors<EventFormValues> {
  return checkForm(values, EVENT_CHECK);
}

/** The form as the API will store it: trimmed, HH:mm:ss, numbers read (1 place, HK$0 when none), cents. */
export function toEventPayload(values: EventFormValues, imageFileId: string | null): EventPayload {
  return eventRequestSchema.parse({ ...values, imageFileId });
}

/** Events dated before now are dimmed and labelled Past Event in the admin table. */
export function isPastEvent(event: Pick<GolfEvent, 'date' | 'time'>, now: Date = new Date()): boolean {
  const start = dayjs(`${event.date}T${event.time || '00:00:00'}`);
  return start.isValid() && start.isBefore(now);
}

/** HK$100, HK$150.50 (shared with the dashboard). */
export { formatHkd } from '../../../utils/money';
