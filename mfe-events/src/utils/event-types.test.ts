import { EVENT_TYPES } from '@golf/contract/events';
import { eventsEn } from '../i18n/events.en';
import { typeLook } from './event-types';

test('every event type has a label and a look; unknown types fall back to Other', () => {
  for (const type of EVENT_TYPES) {
    const look = typeLook(type);
    expect(eventsEn.types[look.labelKey as keyof typeof eventsEn.types]).toBe(type);
  }
  expect(typeLook('Tournament')).toBe(typeLook('Other'));
  expect(typeLook(undefined)).toBe(typeLook('Other'));
});
