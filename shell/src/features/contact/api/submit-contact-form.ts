import { apiPost } from '@golf/shared/api/client';

// A type alias (not an interface) so the form's field helpers can treat it as a record of strings.
export type ContactEnquiry = {
  name: string;
  email: string;
  phone: string;
  enquiry: string;
};

/**
 * POST /ext/contactform/submit. Succeeds only when the HTTP status is OK and status is 'ok'
 * (spec 01 §7); the shared client throws otherwise.
 */
export async function submitContactForm(enquiry: ContactEnquiry): Promise<void> {
  await apiPost('ext/contactform/submit', enquiry);
}
