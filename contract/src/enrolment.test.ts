import { enrolmentRequestSchema } from './enrolment.ts';
import { firstMessage, validationMessages } from './messages.ts';

const valid = { name: ' Chan Tai Man ', email: ' taiman@example.hk ', phone: '9123 4567', remarks: '  ' };

test('a filled form is trimmed and empty remarks are null', () => {
  expect(enrolmentRequestSchema.parse(valid)).toEqual({ name: 'Chan Tai Man', email: 'taiman@example.hk', phone: '9123 4567', remarks: null });
});

test.each([
  ['a blank name', { name: '   ' }, 'enrolment.fieldsRequired'],
  ['no phone at all', { phone: undefined }, 'enrolment.fieldsRequired'],
  ['an address without a real domain (a@b.c)', { email: 'a@b.c' }, 'enrolment.invalidEmail'],
  ['letters for a phone', { phone: 'abc' }, 'enrolment.invalidPhone'],
  ['three digits for a phone', { phone: '123' }, 'enrolment.invalidPhone'],
  ['remarks over 1000 characters', { remarks: 'x'.repeat(1001) }, 'enrolment.remarksTooLong'],
  ['a name over 60 characters', { name: 'x'.repeat(61) }, 'enrolment.nameTooLong'],
  ['a name carrying a link (issue 36: phishing through the club mail)', { name: 'Your account is locked, verify at http://evil.example/login' }, 'enrolment.nameInvalid'],
  ['a name with markup', { name: '<b>Chan</b>' }, 'enrolment.nameInvalid'],
  ['a name with a line break header trick', { name: 'Chan\r\nBcc: spy@evil.example' }, 'enrolment.nameInvalid'],
  ['a name of digits', { name: '12345' }, 'enrolment.nameInvalid'],
  ['a domain without a scheme', { name: 'Locked verify at evil.example now' }, 'enrolment.nameInvalid'],
  ['an address', { name: 'spy at evil' + '@' + 'x' }, 'enrolment.nameInvalid'],
])('%s is refused with its message', (_case, change, message) => {
  const result = enrolmentRequestSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  expect(!result.success && firstMessage(result.error)).toBe(message);
});

test('names in Chinese and English, with the marks names carry, are accepted; the typed email may be left out', () => {
  for (const name of ['陳大文', "O'Brien-Lee", 'Chan Tai-man', 'J. R. Smith', 'J.R. Smith', 'José Müller', '歐陽·小明', 'Test Member 12']) {
    expect(enrolmentRequestSchema.parse({ ...valid, name }).name).toBe(name);
  }
  expect(enrolmentRequestSchema.parse({ name: 'Chan', phone: '91234567' })).toEqual({ name: 'Chan', phone: '91234567', remarks: null });
});

test('every message the schemas use has a text in both languages', () => {
  expect(Object.keys(validationMessages.zh).sort()).toEqual(Object.keys(validationMessages.en).sort());
  for (const text of [...Object.values(validationMessages.en), ...Object.values(validationMessages.zh)]) expect(text.trim()).not.toBe('');
});

import { phoneUpdateSchema, profileUpdateSchema } from './profile.ts';

describe('profile update', () => {
  test('left-out fields stay untouched, null and empty entries clear', () => {
    expect(profileUpdateSchema.parse({ fullName: ' Chan ' })).toEqual({ fullName: 'Chan' });
    expect(profileUpdateSchema.parse({ fullName: 'Chan', gender: '', kscId: '', handicapIndex: '' })).toEqual({
      fullName: 'Chan',
      gender: null,
      kscId: null,
      handicapIndex: null,
    });
    expect(profileUpdateSchema.parse({ fullName: 'Chan', kscId: null, handicapIndex: null })).toMatchObject({ kscId: null, handicapIndex: null });
  });

  test.each([
    [{ fullName: '  ' }, 'profile.fullNameRequired'],
    [{ fullName: 'Chan', handicapIndex: '55' }, 'profile.handicapInvalid'],
    [{ fullName: 'Chan', handicapIndex: 'abc' }, 'profile.handicapInvalid'],
    [{ fullName: 'Chan', gender: 'Robot' }, 'profile.genderInvalid'],
    [{ fullName: 'Chan', kscId: 'K'.repeat(51) }, 'profile.kscIdTooLong'],
  ])('%j is refused with %s', (input, message) => {
    const result = profileUpdateSchema.safeParse(input);
    expect(!result.success && firstMessage(result.error)).toBe(message);
  });

  test('a handicap is rounded to one decimal', () => {
    expect(profileUpdateSchema.parse({ fullName: 'Chan', handicapIndex: '12.345' }).handicapIndex).toBe(12.3);
  });
});

describe('phone update', () => {
  test('a number as typed is kept as its digits', () => {
    expect(phoneUpdateSchema.parse({ countryCode: ' +852 ', phone: '9123 4567' })).toEqual({ countryCode: '+852', phone: '91234567' });
  });
  test.each([
    [{ countryCode: '+852', phone: 'abc' }, 'profile.phoneInvalid'],
    [{ countryCode: '+852', phone: '123' }, 'profile.phoneInvalid'],
    [{ countryCode: '+852', phone: '9'.repeat(31) }, 'profile.phoneInvalid'],
    [{ countryCode: '852', phone: '91234567' }, 'profile.countryCodeInvalid'],
    [{ countryCode: '+852' }, 'profile.phoneInvalid'],
  ])('%j is refused with %s', (input, message) => {
    const result = phoneUpdateSchema.safeParse(input);
    expect(!result.success && firstMessage(result.error)).toBe(message);
  });
});
