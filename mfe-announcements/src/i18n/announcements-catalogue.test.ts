import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { announcementsEn } from './announcements.en';
import { announcementsZh } from './announcements.zh';

test('every announcements text exists in zh and en', () => {
  expect(missingKeys(announcementsZh, announcementsEn)).toEqual({ missingInZh: [], missingInEn: [] });
});

test('the English texts the spec quotes are kept word for word', () => {
  expect(announcementsEn.featured.none).toBe('No featured announcement available');
  expect(announcementsEn.errors.fetch).toBe('Failed to fetch announcements. Please try again.');
  expect(announcementsEn.errors.notFound).toBe('Announcement not found');
  expect(announcementsEn.errors.liveDetail).toBe('Failed to fetch live update details');
  expect(announcementsEn.live.sampleTitle).toBe('Weekly Tournament');
  // The spec's chips, word for word, with Announcement added (issue 35: a category cards and admin use).
  expect(Object.values(announcementsEn.filter).slice(1)).toEqual(['All', 'Announcement', 'Golf', 'Events', 'Community', 'Blog']);
});
