import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { CATEGORY_GROUPS } from '../config/categories';
import { forumEn } from './forum.en';
import { forumZh } from './forum.zh';

test('every forum text exists in zh and en', () => {
  expect(missingKeys(forumZh, forumEn)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('every category and group has a name in both languages', () => {
  for (const catalogue of [forumEn, forumZh]) {
    const names = catalogue.categories as unknown as Record<string, string> & { groups: Record<string, string> };
    for (const group of CATEGORY_GROUPS) {
      expect(names.groups[group.id]).toBeTruthy();
      for (const id of group.subcategories) expect(names[id]).toBeTruthy();
    }
  }
});
