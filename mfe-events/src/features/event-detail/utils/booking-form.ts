import { enrolmentRequestSchema } from '@golf/contract/enrolment';
import { firstMessage, type ValidationMessageKey } from '@golf/contract/messages';
import type { Profile } from '@golf/contract/profile';
import type { EnrollmentRequest } from '../api/enroll-in-event';

export interface BookingForm {
  name: string;
  email: string;
  phone: string;
  remarks: string;
}

/** Why the form cannot be sent: a message key of the contract, the API's own wording. */
export type BookingError = ValidationMessageKey;

export function bookingFormFrom(profile: Profile | null): BookingForm {
  return { name: profile?.fullName ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '', remarks: '' };
}

/** Confirm stays disabled while a required field is empty (spec 02 §5). */
export function hasEmptyRequired(form: BookingForm): boolean {
  return !form.name || !form.email || !form.phone;
}

/** The request to send, or why not, by the same schema the API checks the enrolment with. */
export function validateBooking(form: BookingForm): { request: EnrollmentRequest } | { error: BookingError } {
  const checked = enrolmentRequestSchema.safeParse(form);
  return checked.success ? { request: checked.data } : { error: firstMessage(checked.error) };
}
