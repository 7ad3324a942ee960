import { commonEn } from './common.en';
import { commonZh } from './common.zh';
import { missingKeys } from './catalogue-keys';

test('every common text exists in zh and en', () => {
  expect(missingKeys(commonZh, commonEn)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('missingKeys finds a missing text', () => {
  expect(missingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x' })).toEqual({ missingInZh: [], missingInEn: ['b.c'] });
});
