import { missingKeys } from '@golf/shared/i18n/catalogue-keys';
import { accessLogTexts } from '../features/access-log/texts';
import { dataRequestTexts } from '../features/data-requests/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { announcementTexts } from '../features/announcements/texts';
import { checkInTexts } from '../features/check-in/texts';
import { enquiryTexts } from '../features/enquiries/texts';
import { eventTexts } from '../features/events/texts';
import { liveUpdateTexts } from '../features/live-updates/texts';
import { outboxTexts } from '../features/outbox/texts';
import { userTexts } from '../features/users/texts';
import { componentTexts } from '../components/texts';
import { layoutTexts } from '../layout/texts';

const parts = { layoutTexts, componentTexts, userTexts, eventTexts, announcementTexts, liveUpdateTexts, enquiryTexts, checkInTexts, outboxTexts, accessLogTexts, dataRequestTexts, dashboardTexts };

describe.each(Object.entries(parts))('%s', (_name, part) => {
  it('has every text in both zh and en', () => {
    expect(missingKeys(part.zh, part.en)).toEqual({ missingInZh: [], missingInEn: [] });
  });

  it('has no empty text', () => {
    const empty = (catalogue: object, path = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'string' ? (value.trim() ? [] : [`${path}${key}`]) : empty(value, `${path}${key}.`),
      );
    expect([...empty(part.en), ...empty(part.zh)]).toEqual([]);
  });
});

test('the parts do not overwrite each other', () => {
  const tops = Object.values(parts).flatMap((part) => Object.keys(part.en));
  expect(new Set(tops).size).toBe(tops.length);
});
