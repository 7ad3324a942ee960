import { ageOn, consentDue, dateOfBirthProblem, juniorsWithConsentDue, type Junior } from './family.ts';

test('age counts birthdays; the date of birth rule says what is wrong', () => {
  expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
  expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
  expect(dateOfBirthProblem('', '2026-11-28')).toBe('family.dateOfBirthRequired');
  expect(dateOfBirthProblem('2015-02-30', '2026-11-28')).toBe('family.dateOfBirthInvalid');
  expect(dateOfBirthProblem('2026-11-29', '2026-11-28')).toBe('family.dateOfBirthFuture');
  expect(dateOfBirthProblem('2008-11-28', '2026-11-28')).toBe('family.notAJunior');
  expect(dateOfBirthProblem('2008-11-29', '2026-11-28')).toBeNull();
});

test('a consent is due when never answered or answered more than a year ago', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  expect(consentDue(null, null, now)).toBe(true);
  expect(consentDue(false, '2026-01-01T00:00:00Z', now)).toBe(false);
  expect(consentDue(true, '2025-11-28T01:00:00Z', now)).toBe(false);
  expect(consentDue(true, '2025-11-27T00:00:00Z', now)).toBe(true);
  const junior = (photoConsentAt: string | null) => ({ photoConsent: photoConsentAt ? true : null, photoConsentAt, forumConsent: false, forumConsentAt: '2026-10-01T00:00:00Z' }) as Junior;
  expect(juniorsWithConsentDue([junior('2026-10-01T00:00:00Z'), junior(null), junior('2024-01-01T00:00:00Z')], now)).toHaveLength(2);
});
