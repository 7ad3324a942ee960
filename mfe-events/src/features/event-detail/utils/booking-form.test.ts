import { bookingFormFrom, hasEmptyRequired, validateBooking } from './booking-form';
import { makeProfile } from '../../../testing/fixtures';

test('is prefilled from the profile, remarks empty', () => {
  expect(bookingFormFrom(makeProfile())).toEqual({ name: 'Chan Tai Man', email: 'taiman@golf.test', phone: '91234567', remarks: '' });
  expect(bookingFormFrom(null)).toEqual({ name: '', email: '', phone: '', remarks: '' });
});

test('confirm waits for name, email and phone; remarks are optional', () => {
  const form = { name: 'A', email: 'a@b.co', phone: '1', remarks: '' };
  expect(hasEmptyRequired(form)).toBe(false);
  expect(hasEmptyRequired({ ...form, phone: '' })).toBe(true);
});

test('blank-only fields are missing; the request is trimmed and empty remarks are null', () => {
  expect(validateBooking({ name: '  ', email: 'a@b.co', phone: '91234567', remarks: '' })).toEqual({ error: 'enrolment.fieldsRequired' });
  expect(validateBooking({ name: 'A', email: 'not-an-email', phone: '91234567', remarks: '' })).toEqual({ error: 'enrolment.invalidEmail' });
  expect(validateBooking({ name: ' A ', email: ' a@b.co ', phone: ' 9123 4567 ', remarks: '  ' })).toEqual({
    request: { name: 'A', email: 'a@b.co', phone: '9123 4567', remarks: null },
  });
  expect(validateBooking({ name: 'A', email: 'a@b.co', phone: '91234567', remarks: ' left-handed ' })).toEqual({
    request: { name: 'A', email: 'a@b.co', phone: '91234567', remarks: 'left-handed' },
  });
});

test('refuses what the API would refuse: a@b.c and a phone of letters', () => {
  expect(validateBooking({ name: 'A', email: 'a@b.c', phone: '91234567', remarks: '' })).toEqual({ error: 'enrolment.invalidEmail' });
  expect(validateBooking({ name: 'A', email: 'a@b.co', phone: 'abc', remarks: '' })).toEqual({ error: 'enrolment.invalidPhone' });
});
