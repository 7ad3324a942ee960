import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { golfEn } from './golf.en';
import { golfZh } from './golf.zh';

test('every golf text exists in zh and en', () => {
  expect(missingKeys(golfZh, golfEn)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('no text is left empty', () => {
  const leaves = (catalogue: object): string[] => Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
  expect(leaves(golfZh).every((text) => text.trim().length > 0)).toBe(true);
  expect(leaves(golfEn).every((text) => text.trim().length > 0)).toBe(true);
});
