import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  validateEvent,
  enrolmentPriceCents,
  enrolmentRefusal,
  isActiveMember,
  validateEnrolment,
  parseEntryCode,
  entryCode,
  toCents,
} from './rules.js';
import { eventMessages } from './messages.js';
import { hkDay, hkMonth, monthBounds, isCalendarDate, isCalendarMonth } from './hk-time.js';

const valid = {
  name: 'Wednesday Practice',
  date: '2026-03-04',
  time: '19:00:00',
  duration: '2 hours',
  venue: 'Kai Tak driving range',
  maxParticipants: 12,
  priceMember: 100,
  priceNonMember: 180.5,
  type: 'Practice',
  description: 'Bring your own clubs.',
};

function errorsOf(body: unknown) {
  const result = validateEvent(body);
  assert.equal(result.ok, false, 'expected the form to be refused');
  return (result as Extract<typeof result, { ok: false }>).errors;
}

test('a complete event form passes, with money in cents and optional fields cleared', () => {
  const result = validateEvent({ ...valid, tag: '  ', coach: ' Coach Wong ' });
  assert.ok(result.ok);
  assert.equal(result.value.priceMemberCents, 10000);
  assert.equal(result.value.priceNonMemberCents, 18050);
  assert.equal(result.value.tag, null);
  assert.equal(result.value.coach, 'Coach Wong');
  assert.equal(result.value.allowRegistration, true);
});

test('each row of the validation table gives its key', () => {
  const rows: Array<[Record<string, unknown>, string, string]> = [
    [{ name: '  ' }, 'name', 'nameRequired'],
    [{ date: '04/03/2026' }, 'date', 'dateFormat'],
    [{ date: '2026-02-30' }, 'date', 'dateFormat'],
    [{ time: '19:00' }, 'time', 'timeFormat'],
    [{ time: '25:00:00' }, 'time', 'timeFormat'],
    [{ duration: '' }, 'duration', 'durationRequired'],
    [{ venue: undefined }, 'venue', 'venueRequired'],
    [{ maxParticipants: 0 }, 'maxParticipants', 'maxParticipantsMin'],
    [{ maxParticipants: '-3' }, 'maxParticipants', 'maxParticipantsMin'],
    [{ priceMember: -1 }, 'priceMember', 'priceMemberMin'],
    [{ priceNonMember: '-0.01' }, 'priceNonMember', 'priceNonMemberMin'],
    [{ type: 'Tournament' }, 'type', 'typeInvalid'],
    [{ description: '' }, 'description', 'descriptionRequired'],
  ];
  for (const [change, field, key] of rows) {
    assert.deepEqual(errorsOf({ ...valid, ...change }), { [field]: key }, JSON.stringify(change));
  }
});

test('every error key has an English and a Chinese message, English quoted from the spec', () => {
  assert.equal(eventMessages.en.nameRequired, 'Event name is required');
  assert.equal(eventMessages.en.maxParticipantsMin, 'Max participants must be greater than 0');
  assert.equal(eventMessages.en.priceNonMemberMin, 'Non-member price must be 0 or greater');
  assert.deepEqual(Object.keys(eventMessages.zh).sort(), Object.keys(eventMessages.en).sort());
  for (const text of Object.values(eventMessages.zh)) assert.ok(text.length > 0);
});

test('an empty form lists every required field at once', () => {
  const errors = errorsOf({});
  assert.deepEqual(Object.keys(errors).sort(), ['date', 'description', 'duration', 'name', 'time', 'venue']);
});

test('non-numeric numbers fall back to the defaults: 1 place, free', () => {
  const result = validateEvent({ ...valid, maxParticipants: 'many', priceMember: 'abc', priceNonMember: null });
  assert.ok(result.ok);
  assert.equal(result.value.maxParticipants, 1);
  assert.equal(result.value.priceMemberCents, 0);
  assert.equal(result.value.priceNonMemberCents, 0);
});

test('type defaults to Practice; every one of the six types is accepted', () => {
  const { type: _omitted, ...noType } = valid;
  const result = validateEvent(noType);
  assert.ok(result.ok);
  assert.equal(result.value.type, 'Practice');
  for (const type of ['Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other']) {
    assert.ok(validateEvent({ ...valid, type }).ok, type);
  }
});

test('allowRegistration keeps false, numeric text is read', () => {
  const result = validateEvent({ ...valid, allowRegistration: false, maxParticipants: '8', priceMember: '99.99' });
  assert.ok(result.ok);
  assert.equal(result.value.allowRegistration, false);
  assert.equal(result.value.maxParticipants, 8);
  assert.equal(result.value.priceMemberCents, 9999);
});

test('cents survive float noise', () => {
  assert.equal(toCents(0.1 + 0.2), 30);
  assert.equal(toCents(19.99), 1999);
});

test('active members pay the member price, everyone else the non-member price', () => {
  const event = { priceMemberCents: 10000, priceNonMemberCents: 18000 };
  assert.equal(enrolmentPriceCents(event, true), 10000);
  assert.equal(enrolmentPriceCents(event, false), 18000);
});

test('membership is active while activated and unexpired; no expiry never ends', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const past = new Date('2026-04-30T00:00:00Z');
  const future = new Date('2026-06-01T00:00:00Z');
  assert.equal(isActiveMember({ annualMembershipActivated: true, annualMembershipExpiredAt: future }, now), true);
  assert.equal(isActiveMember({ annualMembershipActivated: true, annualMembershipExpiredAt: null }, now), true);
  assert.equal(isActiveMember({ annualMembershipActivated: true, annualMembershipExpiredAt: past }, now), false);
  assert.equal(isActiveMember({ annualMembershipActivated: false, annualMembershipExpiredAt: future }, now), false);
});

test('an event refuses enrolments when closed or full', () => {
  assert.equal(enrolmentRefusal({ allowRegistration: false, maxParticipants: 5, currentParticipants: 0 }), 'closed');
  assert.equal(enrolmentRefusal({ allowRegistration: true, maxParticipants: 5, currentParticipants: 5 }), 'full');
  assert.equal(enrolmentRefusal({ allowRegistration: true, maxParticipants: 5, currentParticipants: 4 }), null);
});

test('the booking form needs name, email and phone; remarks are optional', () => {
  assert.deepEqual(validateEnrolment({ name: 'A', email: 'a@b.hk', phone: '9' }), {
    ok: true,
    value: { fullName: 'A', email: 'a@b.hk', phone: '9', remarks: null },
  });
  assert.equal(validateEnrolment({ name: 'A', email: 'a@b.hk', phone: ' ' }).ok, false);
  assert.equal(validateEnrolment({ email: 'a@b.hk', phone: '9' }).ok, false);
  assert.equal(validateEnrolment(null).ok, false);
});

test('entry codes round-trip and anything else is refused', () => {
  assert.deepEqual(parseEntryCode(entryCode('ev1', 'en2')), { eventId: 'ev1', enrollmentId: 'en2' });
  for (const bad of ['GBEVT:ev1', 'XXEVT:a:b', 'GBEVT:a:b:c', 'GBEVT::b', 'GBEVT:a b:c', 42, null]) {
    assert.equal(parseEntryCode(bad), null, String(bad));
  }
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
