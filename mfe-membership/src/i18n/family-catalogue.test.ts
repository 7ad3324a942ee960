import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { familyEn } from './family.en';
import { familyZh } from './family.zh';

test('every family text exists in zh and en', () => {
  expect(missingKeys(familyZh, familyEn)).toEqual({ missingInZh: [], missingInEn: [] });
});
