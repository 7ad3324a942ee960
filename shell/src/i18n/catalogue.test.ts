import { catalogueKeys, missingKeys } from '@golf/shared/i18n/catalogue-keys';
import i18n from '@golf/shared/i18n/i18n';
import { authTexts } from './auth';
import { contactTexts } from './contact';
import { formTexts } from './forms';
import { frameEn } from './frame.en';
import { frameZh } from './frame.zh';
import { golfCourseTexts } from './golf-courses';
import { infoTexts } from './info';
import { notFoundTexts } from './not-found';

const frameTexts = { zh: frameZh, en: frameEn };
const PARTS = { frameTexts, formTexts, authTexts, infoTexts, contactTexts, golfCourseTexts, notFoundTexts };

test.each(Object.entries(PARTS))('%s has the same keys in zh and en', (_name, part) => {
  expect(missingKeys(part.zh, part.en)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('no text is empty', () => {
  for (const part of Object.values(PARTS)) {
    for (const language of ['zh', 'en'] as const) {
      const flat = catalogueKeys(part[language]);
      const get = (key: string) => key.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], part[language]);
      expect(flat.filter((key) => !(get(key) as string).trim())).toEqual([]);
    }
  }
});

test('the parts do not overwrite each other: their top-level sections are distinct', () => {
  const sections = Object.values(PARTS).flatMap((part) => Object.keys(part.en));
  expect(new Set(sections).size).toBe(sections.length);
});

test('every part is in the shell namespace once its module has loaded', () => {
  expect(i18n.getResource('en', 'shell', 'golf.courses.fanling.name')).toBe('Hong Kong Golf Club, Fanling');
  expect(i18n.getResource('zh', 'shell', 'login.invalidCredentials')).toBeTruthy();
});
