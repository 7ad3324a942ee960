import { validationMessages } from '@golf/contract/messages';
import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { eventsEn } from './events.en';
import { eventsZh } from './events.zh';

test('zh and en catalogues have the same keys, none empty', () => {
  expect(missingKeys(eventsZh, eventsEn)).toEqual({ missingInZh: [], missingInEn: [] });
  const empty = (catalogue: object): string[] =>
    Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? (value.trim() ? [] : [key]) : empty(value)));
  expect(empty(eventsZh)).toEqual([]);
  expect(empty(eventsEn)).toEqual([]);
});

test('keeps the English texts the spec quotes word for word', () => {
  expect(eventsEn.calendar.error).toBe('Failed to fetch events. Please try again.');
  expect(eventsEn.booking.failure).toBe('Failed to enroll in the event. Please try again.');
  // The booking form's checks speak the contract's words (shared with the API).
  expect(validationMessages.en['enrolment.fieldsRequired']).toBe('Please fill in all required fields');
  expect(eventsEn.enrollment.linkFailure).toBe('Failed to create payment link. Please try again.');
  expect(eventsEn.enrollment.verifyFailure).toBe('Failed to verify payment. Please try again.');
  expect(eventsEn.enrollment.cancelFailure).toBe('Failed to cancel enrollment. Please try again.');
  expect(eventsEn.enrollment.freePracticeFailure).toBe('Failed to redeem free practice session. Please try again.');
  expect(eventsEn.detail.notFound).toBe('Event not found.');
  // Not a spec quotation: one wording in the dialog, the site's own (issue 35 item 21).
  expect(eventsEn.dialog.loginToEnroll).toBe('Sign in to enrol');
});
