import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enrolmentRequestSchema as enrollmentBody } from '@golf/contract/enrolment';
import { eventRequestSchema as eventBody } from '@golf/contract/event-request';
import { validationMessages } from '@golf/contract/messages';
import { messages } from './messages.js';

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

/** The message keys of a refused form, first one first (the one the API answers with). */
function refusal(body: unknown): string[] {
  const result = eventBody.safeParse(body);
  assert.equal(result.success, false, 'expected the form to be refused');
  return result.error!.issues.map((issue: { message: string }) => issue.message);
}

test('a complete event form passes, with optional fields cleared and registration open', () => {
  const result = eventBody.parse({ ...valid, tag: '  ', coach: ' Coach Wong ' });
  assert.equal(result.priceNonMember, 180.5);
  assert.equal(result.tag, null);
  assert.equal(result.coach, 'Coach Wong');
  assert.equal(result.imageFileId, null);
  assert.equal(result.allowRegistration, true);
});

test('each row of the validation table gives its own message', () => {
  const rows: Array<[Record<string, unknown>, string]> = [
    [{ name: '  ' }, 'event.nameRequired'],
    [{ name: undefined }, 'event.nameRequired'],
    [{ date: '04/03/2026' }, 'event.dateFormat'],
    [{ date: '2026-02-30' }, 'event.dateFormat'],
    [{ time: '7pm' }, 'event.timeFormat'],
    [{ time: '25:00:00' }, 'event.timeFormat'],
    [{ duration: '' }, 'event.durationRequired'],
    [{ venue: undefined }, 'event.venueRequired'],
    [{ maxParticipants: 0 }, 'event.maxParticipantsMin'],
    [{ maxParticipants: '-3' }, 'event.maxParticipantsMin'],
    [{ priceMember: -1 }, 'event.priceMemberMin'],
    [{ priceNonMember: '-0.01' }, 'event.priceNonMemberMin'],
    [{ type: 'Tournament' }, 'event.typeInvalid'],
    [{ description: '' }, 'event.descriptionRequired'],
  ];
  for (const [change, key] of rows) {
    assert.deepEqual(refusal({ ...valid, ...change }), [key], JSON.stringify(change));
  }
});

test("an empty form is refused on the table's first row first", () => {
  const keys = refusal({});
  assert.equal(keys[0], 'event.nameRequired');
  assert.deepEqual(keys, [
    'event.nameRequired',
    'event.dateFormat',
    'event.timeFormat',
    'event.durationRequired',
    'event.venueRequired',
    'event.descriptionRequired',
  ]);
});

test('every message key exists in English and Chinese; English is quoted from the spec', () => {
  const en = { ...messages.en, ...validationMessages.en } as Record<string, string>;
  assert.equal(en['event.nameRequired'], 'Event name is required');
  assert.equal(en['event.dateFormat'], 'Date must be in YYYY-MM-DD format');
  assert.equal(en['event.timeFormat'], 'Time must be in HH:mm:ss format');
  assert.equal(en['event.maxParticipantsMin'], 'Max participants must be greater than 0');
  assert.equal(en['event.priceMemberMin'], 'Member price must be 0 or greater');
  assert.equal(en['event.priceNonMemberMin'], 'Non-member price must be 0 or greater');
  assert.equal(en['events.eventNotFound'], 'Event not found.');
  assert.deepEqual(Object.keys(messages.zh).sort(), Object.keys(messages.en).sort());
});

test('non-numeric numbers fall back to the defaults: 1 place, free', () => {
  const result = eventBody.parse({ ...valid, maxParticipants: 'many', priceMember: 'abc', priceNonMember: null });
  assert.equal(result.maxParticipants, 1);
  assert.equal(result.priceMember, 0);
  assert.equal(result.priceNonMember, 0);
});

test('type defaults to Practice; every one of the six types is accepted', () => {
  const { type: _omitted, ...noType } = valid;
  assert.equal(eventBody.parse(noType).type, 'Practice');
  for (const type of ['Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other']) {
    assert.equal(eventBody.parse({ ...valid, type }).type, type);
  }
});

test('numeric text is read, places are whole people, allowRegistration false is kept', () => {
  const result = eventBody.parse({ ...valid, allowRegistration: false, maxParticipants: '8.7', priceMember: '99.99' });
  assert.equal(result.allowRegistration, false);
  assert.equal(result.maxParticipants, 8);
  assert.equal(result.priceMember, 99.99);
});

test('the booking form needs name, email and phone; remarks are optional', () => {
  assert.deepEqual(enrollmentBody.parse({ name: ' A ', email: 'a@b.hk', phone: '9123 4567' }), {
    name: 'A',
    email: 'a@b.hk',
    phone: '9123 4567',
    remarks: null,
  });
  for (const body of [{ name: 'A', email: 'a@b.hk', phone: ' ' }, { email: 'a@b.hk', phone: '9' }, {}]) {
    const result = enrollmentBody.safeParse(body);
    assert.equal(result.success, false);
    assert.equal(result.error!.issues[0]!.message, 'enrolment.fieldsRequired');
  }
  assert.equal(enrollmentBody.safeParse({ name: 'A', email: 'not-an-email', phone: '9' }).error!.issues[0]!.message, 'enrolment.invalidEmail');
  // Issue 36 point 8: the club's mail goes to this address; it is one address and nothing else.
  for (const email of ['victim@example.com?bcc=spy%40evil.example', 'victim@example.com\r\nBcc: spy@evil.example', 'a@b.hk,c@d.hk']) {
    assert.equal(enrollmentBody.safeParse({ name: 'A', email, phone: '91234567' }).error!.issues[0]!.message, 'enrolment.invalidEmail', email);
  }
});
