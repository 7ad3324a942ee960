import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enrolmentPriceCents, enrolmentRefusal, parseEntryCode, entryCode, toCents } from './rules.js';
import { isCalendarDate, isCalendarMonth } from '@golf/contract/dates';
import { hkDay, hkMonth, monthBounds } from './hk-time.js';


test('cents survive float noise', () => {
  assert.equal(toCents(0.1 + 0.2), 30);
  assert.equal(toCents(19.99), 1999);
});

test('active members pay the member price, everyone else the non-member price', () => {
  const event = { priceMemberCents: 10000, priceNonMemberCents: 18000 };
  assert.equal(enrolmentPriceCents(event, 'active'), 10000);
  assert.equal(enrolmentPriceCents(event, 'expired'), 18000);
});

test('an event refuses enrolments when closed or full', () => {
  assert.equal(enrolmentRefusal({ allowRegistration: false, maxParticipants: 5, currentParticipants: 0 }), 'closed');
  assert.equal(enrolmentRefusal({ allowRegistration: true, maxParticipants: 5, currentParticipants: 5 }), 'full');
  assert.equal(enrolmentRefusal({ allowRegistration: true, maxParticipants: 5, currentParticipants: 4 }), null);
});

test('entry codes round-trip and anything else is refused', () => {
  assert.deepEqual(parseEntryCode(entryCode('ev1', 'en2')), { eventId: 'ev1', enrollmentId: 'en2' });
  for (const bad of ['GBEVT:ev1', 'XXEVT:a:b', 'GBEVT:a:b:c', 'GBEVT::b', 'GBEVT:a/b:c', 42, null]) {
    assert.equal(parseEntryCode(bad), null, String(bad));
  }
});

test('a code typed at the door is forgiven spaces and letter case', () => {
  const eventId = '3f6c1a2e-9b7d-4c1e-8a2b-0d9e8f7a6b5c';
  const enrollmentId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
  const expected = { eventId, enrollmentId };
  assert.deepEqual(parseEntryCode(`  gbevt : ${eventId.toUpperCase()} :\n${enrollmentId} `), expected);
  assert.deepEqual(parseEntryCode(`GBEVT:${eventId.slice(0, 8)} ${eventId.slice(8)}:${enrollmentId.toUpperCase()}`), expected);
  // Ids that are not UUIDs keep their case.
  assert.deepEqual(parseEntryCode('gbevt:Seed-Event-1:en2'), { eventId: 'Seed-Event-1', enrollmentId: 'en2' });
});

test('Hong Kong days and months are eight hours ahead of UTC', () => {
  assert.equal(hkDay(new Date('2026-01-31T15:59:59Z')), '2026-01-31');
  assert.equal(hkDay(new Date('2026-01-31T16:00:00Z')), '2026-02-01');
  assert.equal(hkMonth(new Date('2026-01-31T16:00:00Z')), '2026-02');
  assert.deepEqual(monthBounds('2028-02'), { first: '2028-02-01', last: '2028-02-29' });
  assert.equal(isCalendarDate('2026-13-01'), false);
  assert.equal(isCalendarMonth('2026-00'), false);
  assert.equal(isCalendarMonth('2026-12'), true);
});

test('dates and months are refused outside the years 1900 to 2200, where the database would fail or no one books', () => {
  for (const date of ['0000-01-01', '1899-12-31', '2201-01-01', '99999-01-01']) assert.equal(isCalendarDate(date), false, date);
  for (const date of ['1900-01-01', '2200-12-31']) assert.equal(isCalendarDate(date), true, date);
  for (const month of ['0000-01', '1899-12', '2201-01']) assert.equal(isCalendarMonth(month), false, month);
  assert.equal(isCalendarMonth('2200-12'), true);
});
