import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, enrol, enrolled, eventForm, payInSandbox } from './test-support.js';

let t: TestApp;
let member: TestMember;
let admin: string;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  admin = await t.adminToken();
});
after(() => t.close());

test('an admin creates an event; prices come back in HKD dollars and defaults apply', async () => {
  const event = await createEvent(t, { priceMember: 99.5, priceNonMember: '150', tag: 'beginner, junior', coach: '' });
  assert.equal(event.priceMember, 99.5);
  assert.equal(event.priceNonMember, 150);
  assert.equal(event.tag, 'beginner, junior');
  assert.equal(event.coach, null);
  assert.equal(event.currentParticipants, 0);
  assert.equal(event.allowRegistration, true);
  assert.equal(event.time, '19:00:00');
});

test('the validation table answers with its exact messages, in English and Chinese', async () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ name: '' }, 'Event name is required', '請輸入活動名稱'],
    [{ date: '2026/01/01' }, 'Date must be in YYYY-MM-DD format', '日期格式必須為 YYYY-MM-DD'],
    [{ time: '7pm' }, 'Time must be in HH:mm:ss format', '時間格式必須為 HH:mm:ss'],
    [{ duration: ' ' }, 'Duration is required', '請輸入活動時長'],
    [{ venue: '' }, 'Venue is required', '請輸入活動地點'],
    [{ maxParticipants: 0 }, 'Max participants must be greater than 0', '參加人數上限必須大於 0'],
    [{ priceMember: -5 }, 'Member price must be 0 or greater', '會員價格必須為 0 或以上'],
    [{ priceNonMember: -5 }, 'Non-member price must be 0 or greater', '非會員價格必須為 0 或以上'],
    [{ type: 'Tournament' }, 'Type must be one of Practice, Coaching, Gathering, Event, Crossover Event, Other', '活動類型必須為 Practice、Coaching、Gathering、Event、Crossover Event 或 Other'],
    [{ description: '' }, 'Description is required', '請輸入活動描述'],
  ];
  for (const [change, en, zh] of cases) {
    for (const [language, text] of [['en', en], ['zh', zh]] as const) {
      const response = await t.request({ method: 'POST', url: '/cms/event/create', token: admin, language, payload: eventForm(change) });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(response.json(), { status: 'nok', error: text });
    }
  }
});

test('numbers, text and dates past what an event can hold are refused with their limit, never a 500', async () => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ maxParticipants: 2 ** 31 }, 'Max participants must be at most 10000.'],
    [{ maxParticipants: 10_001 }, 'Max participants must be at most 10000.'],
    [{ priceMember: 21_474_837 }, 'Member price must be at most 1000000.'],
    [{ priceNonMember: 1e308 }, 'Non-member price must be at most 1000000.'],
    [{ priceMember: '1e400' }, 'Member price is not valid.'],
    [{ date: '0000-01-01' }, 'Date must be in YYYY-MM-DD format'],
    [{ date: '2201-01-01' }, 'Date must be in YYYY-MM-DD format'],
    [{ name: 'n'.repeat(201) }, 'Name is too long (at most 200 characters).'],
    [{ venue: 'v'.repeat(201) }, 'Venue is too long (at most 200 characters).'],
    [{ duration: 'd'.repeat(101) }, 'Duration is too long (at most 100 characters).'],
    [{ description: 'x'.repeat(20_001) }, 'Description is too long (at most 20000 characters).'],
    [{ tag: 't'.repeat(501) }, 'Tag is too long (at most 500 characters).'],
    [{ coach: 'c'.repeat(101) }, 'Coach is too long (at most 100 characters).'],
  ];
  for (const [change, text] of cases) {
    const response = await t.request({ method: 'POST', url: '/cms/event/create', token: admin, payload: eventForm(change) });
    assert.equal(response.statusCode, 400, JSON.stringify(change).slice(0, 80));
    assert.deepEqual(response.json(), { status: 'nok', error: text });
  }
  // JSON's 1e999 parses as Infinity: refused, not read as "non-numeric".
  const infinite = JSON.stringify(eventForm({ maxParticipants: 'INF' })).replace('"INF"', '1e999');
  const response = await t.request({ method: 'POST', url: '/cms/event/create', token: admin, headers: { 'content-type': 'application/json' }, payload: infinite });
  assert.deepEqual(response.json(), { status: 'nok', error: 'Max participants is not valid.' });
  // The limits themselves are accepted, and fit the integer columns.
  const largest = await createEvent(t, { maxParticipants: 10_000, priceMember: 1_000_000, priceNonMember: 999_999.99, date: '2200-12-31' });
  assert.equal(largest.maxParticipants, 10_000);
  assert.equal(largest.priceMember, 1_000_000);
  assert.equal(largest.priceNonMember, 999_999.99);
  const update = await t.request({ method: 'PUT', url: `/cms/event/update/${largest._id}`, token: admin, payload: eventForm({ maxParticipants: 2 ** 31 }) });
  assert.equal(update.statusCode, 400);
});

test('the enrolment name has a maximum like the profile name', async () => {
  const event = await createEvent(t);
  const response = await t.request({
    method: 'POST',
    url: `/cms/event/enroll/${event._id}`,
    token: member.token,
    payload: { name: 'n'.repeat(900_000), email: 'a@b.hk', phone: '91234567' },
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), { status: 'nok', error: 'The participant’s name can be at most 60 characters.' });
});

test('a body that is not JSON is a 400, never a 500', async () => {
  const response = await t.request({
    method: 'POST',
    url: '/cms/event/create',
    token: admin,
    headers: { 'content-type': 'application/json' },
    payload: '{"name":',
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().status, 'nok');
});

test('role matrix: authoring and admin reads need an Admin', async () => {
  const event = await createEvent(t);
  const calls = [
    { method: 'POST' as const, url: '/cms/event/create', payload: eventForm() },
    { method: 'PUT' as const, url: `/cms/event/update/${event._id}`, payload: eventForm() },
    { method: 'DELETE' as const, url: `/cms/event/delete/${event._id}` },
    { method: 'GET' as const, url: '/admin/event/list?page=1' },
    { method: 'POST' as const, url: '/admin/event/checkin', payload: { code: `GBEVT:${event._id}:x` } },
  ];
  for (const call of calls) {
    const anonymous = await t.request(call);
    assert.equal(anonymous.statusCode, 401, `${call.method} ${call.url} without a token`);
    assert.equal(anonymous.json().status, 'nok');
    const asMember = await t.request({ ...call, token: member.token });
    assert.equal(asMember.statusCode, 403, `${call.method} ${call.url} as a member`);
    assert.equal(asMember.json().error, 'You do not have permission to do this.');
  }
  const list = await t.request({ method: 'GET', url: '/admin/event/list?page=1', token: admin });
  assert.equal(list.statusCode, 200);
});

test('an update replaces the fields; an unknown event is a 404 "Event not found."', async () => {
  const event = await createEvent(t);
  const response = await t.request({
    method: 'PUT',
    url: `/cms/event/update/${event._id}`,
    token: admin,
    payload: eventForm({ name: 'Moved practice', allowRegistration: false, maxParticipants: 4 }),
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().event.name, 'Moved practice');
  assert.equal(response.json().event.allowRegistration, false);
  assert.equal(response.json().event.maxParticipants, 4);

  const missing = await t.request({ method: 'PUT', url: '/cms/event/update/nope', token: admin, payload: eventForm() });
  assert.equal(missing.statusCode, 404);
  assert.equal(missing.json().error, 'Event not found.');
  const invalid = await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ venue: '' }) });
  assert.equal(invalid.statusCode, 400);
  assert.equal(invalid.json().error, 'Venue is required');
});

test('max participants cannot be lowered below the people already enrolled', async () => {
  const event = await createEvent(t, { maxParticipants: 5 });
  await enrolled(t, event._id, member);
  await enrolled(t, event._id, await t.signUpMember());
  const tooLow = await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ maxParticipants: 1 }) });
  assert.equal(tooLow.statusCode, 409);
  assert.equal(tooLow.json().error, 'Max participants cannot be fewer than the 2 people already enrolled');
  const exact = await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ maxParticipants: 2 }) });
  assert.equal(exact.statusCode, 200);
  assert.equal(exact.json().event.currentParticipants, 2);
});

test('deleting removes the event with its unpaid enrolments, and ends their open checkouts', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrollment._id } });
  const response = await t.request({ method: 'DELETE', url: `/cms/event/delete/${event._id}`, token: admin });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().event._id, event._id);
  const gone = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: member.token });
  assert.equal(gone.statusCode, 404);
  const page = await t.request({ method: 'GET', url: new URL(link.json().paymentLink).pathname });
  assert.match(page.body, /no longer valid/);
  const again = await t.request({ method: 'DELETE', url: `/cms/event/delete/${event._id}`, token: admin });
  assert.equal(again.statusCode, 404);
});

test('an event with a paid enrolment cannot be deleted', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrollment._id } });
  await payInSandbox(t, link.json().paymentLink);
  const response = await t.request({ method: 'DELETE', url: `/cms/event/delete/${event._id}`, token: admin, language: 'zh' });
  assert.equal(response.statusCode, 409);
  assert.equal(response.json().error, '此活動已有已付款的報名，無法刪除。請改為關閉報名。');
});

test('a weekly series is made in one step, and an event is duplicated without its people', async () => {
  const admin = await t.adminToken();
  const series = await t.request({ method: 'POST', url: '/admin/event/series', token: admin, payload: eventForm({ name: 'Wednesday Practice Series', date: '2031-01-29', weeks: 4 }) });
  assert.equal(series.statusCode, 200, series.body);
  assert.deepEqual(series.json().events.map((event: { date: string; name: string }) => event.date), ['2031-01-29', '2031-02-05', '2031-02-12', '2031-02-19']);
  assert.ok(series.json().events.every((event: { name: string; time: string }) => event.name === 'Wednesday Practice Series' && event.time === '19:00:00'));
  for (const weeks of [1, 27, 'four']) {
    const refused = await t.request({ method: 'POST', url: '/admin/event/series', token: admin, payload: eventForm({ weeks }) });
    assert.equal(refused.statusCode, 400, `weeks ${weeks}`);
  }
  const member = await t.signUpMember();
  assert.equal((await t.request({ method: 'POST', url: '/admin/event/series', token: member.token, payload: eventForm({ weeks: 2 }) })).statusCode, 403);

  const source = series.json().events[0];
  assert.equal((await enrol(t, source._id, member)).statusCode, 200);
  const copy = await t.request({ method: 'POST', url: `/admin/event/${source._id}/duplicate`, token: admin });
  assert.equal(copy.statusCode, 200, copy.body);
  const { _id, currentParticipants, ...fields } = copy.json().event;
  const { _id: sourceId, currentParticipants: sourceCount, ...sourceFields } = (await t.request({ method: 'GET', url: `/cms/event/get/${source._id}`, token: admin })).json().event;
  assert.notEqual(_id, sourceId);
  assert.equal(currentParticipants, 0, 'nobody is enrolled in the copy');
  assert.equal(sourceCount, 1);
  assert.deepEqual(fields, sourceFields);
  assert.equal((await t.request({ method: 'POST', url: '/admin/event/nope/duplicate', token: admin })).statusCode, 404);
  assert.equal((await t.request({ method: 'POST', url: `/admin/event/${source._id}/duplicate`, token: member.token })).statusCode, 403);
});
