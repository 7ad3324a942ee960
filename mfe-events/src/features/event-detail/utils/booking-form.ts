import type { Profile } from '@golf/contract/profile';
import type { EnrollmentRequest } from '../api/enroll-in-event';

export interface BookingForm {
  name: string;
  email: string;
  phone: string;
  remarks: string;
}

export type BookingError = 'required' | 'invalidEmail';

// The same simple shape the contact form checks (spec 01 §5): text, @, text, dot, text.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function bookingFormFrom(profile: Profile | null): BookingForm {
  return { name: profile?.fullName ?? '', email: profile?.email ?? '', phone: profile?.phone ?? '', remarks: '' };
}

/** Confirm stays disabled while a required field is empty (spec 02 §5). */
export function hasEmptyRequired(form: BookingForm): boolean {
  return !form.name || !form.email || !form.phone;
}

/** The request to send, or why not: blanks count as empty once trimmed; remarks are optional. */
export function validateBooking(form: BookingForm): { request: EnrollmentRequest } | { error: BookingError } {
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = form.phone.trim();
  if (!name || !email || !phone) return { error: 'required' };
  if (!EMAIL.test(email)) return { error: 'invalidEmail' };
  return { request: { name, email, phone, remarks: form.remarks.trim() || null } };
}
