import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { membershipEn } from './membership.en';
import { membershipZh } from './membership.zh';

test('every membership text exists in zh and en', () => {
  expect(missingKeys(membershipZh, membershipEn)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('no text is left empty or untranslated by accident', () => {
  const leaves = (catalogue: object): string[] =>
    Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
  expect(leaves(membershipZh).every((text) => text.trim().length > 0)).toBe(true);
  expect(leaves(membershipEn).every((text) => text.trim().length > 0)).toBe(true);
});
