import { enrolmentRequestSchema } from '@golf/contract/enrolment';
import type { ValidationMessageKey } from '@golf/contract/messages';
import type { Profile } from '@golf/contract/profile';
import { checkForm, firstError, type SchemaCheck } from '@golf/shared/forms/use-form';
import type { EnrollmentRequest } from '../api/enroll-in-event';

export interface BookingForm {
  name: string;
  email: string;
  phone: string;
  remarks: string;
}

/** Why the form cannot be sent: a message key of the contract, the API's own wording. */
export type BookingError = ValidationMessageKey;

/** Checked by the same schema the API checks the enrolment with, in its words. */
export const BOOKING_CHECK: SchemaCheck = { schema: enrolmentRequestSchema };

export function bookingFormFrom(profile: Profile | null): BookingForm {
  return { name: profile?.fullName ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '', remarks: '' };
}

/** Confirm stays disabled while a required field is empty (spec 02 §5). */
export function hasEmptyRequired(form: BookingForm): boolean {
  return !form.name || !form.email || !form.phone;
}

/** The request to send (trimmed, empty remarks null), or the first reason not to. */
export function validateBooking(form: BookingForm): { request: EnrollmentRequest } | { error: BookingError } {
  const error = firstError(checkForm(form, BOOKING_CHECK));
  return error ? { error: error.key as BookingError } : { request: enrolmentRequestSchema.parse(form) };
}
