// The admin dashboard (issue 43): each panel's figures against a fixture counted by hand, as JSON
// and CSV, on whichever database the run uses; admins only; hostile requests are 4xx envelopes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RawSql } from '../db/client.js';
import { startTestApp, type TestApp } from '../../test/helpers.js';

const DAY = 24 * 3600_000;
const HK = 8 * 3600_000;

let t: TestApp;
let admin: string;
let member: string;
const now = Date.now();

/** The instant a Hong Kong month starts, `offset` months from this one. */
function hkMonthStart(offset: number): number {
  const hk = new Date(now + HK);
  return Date.UTC(hk.getUTCFullYear(), hk.getUTCMonth() + offset, 1) - HK;
}
/** A Hong Kong month's name, YYYY-MM, `offset` months from this one. */
const hkMonth = (offset: number) => new Date(hkMonthStart(offset) + HK).toISOString().slice(0, 7);
/** A Hong Kong day, YYYY-MM-DD, `offset` days from today. */
const hkDay = (offset: number) => new Date(now + HK + offset * DAY).toISOString().slice(0, 10);
const at = (ms: number) => new Date(ms).toISOString();

// Moments inside this month (its first second) and inside last month (its second day).
const THIS_MONTH = hkMonthStart(0) + 1000;
const LAST_MONTH = hkMonthStart(-1) + DAY;
const LONG_AGO = hkMonthStart(-13) + DAY;

async function user(raw: RawSql, name: string, membership?: { expires: number | null; since: number }): Promise<string> {
  const [row] = await raw.query<{ id: string }>(
    `INSERT INTO users (email, full_name, phone, annual_membership_activated, annual_membership_expired_at, member_since)
     VALUES ($1, $2, '91234567', $3, $4, $5) RETURNING id`,
    [`${name.toLowerCase()}@dashboard.test`, name, Boolean(membership), membership?.expires == null ? null : at(membership.expires), at(membership?.since ?? now)],
  );
  return row!.id;
}

async function event(raw: RawSql, name: string, dayOffset: number, places: number, taken: number, held = 0): Promise<string> {
  const [row] = await raw.query<{ id: string }>(
    `INSERT INTO events (name_en, description_en, date, time, duration, venue_en, max_participants, current_participants, held_places)
     VALUES ($1, 'd', $2, '09:30', '2h', 'v', $3, $4, $5) RETURNING id`,
    [name, hkDay(dayOffset), places, taken, held],
  );
  return row!.id;
}

async function enrol(raw: RawSql, eventId: string, userId: string, fields: { cents?: number; status?: 'Paid' | 'Pending'; paidWith?: string | null; paidAt?: number; checkedIn?: boolean; createdAt?: number }) {
  const [row] = await raw.query<{ id: string }>(
    `INSERT INTO enrollments (event_id, user_id, person_id, full_name, email, phone, price_cents, payment_status, paid_with, paid_at, checked_in_at, created_at)
     VALUES ($1, $2, $2, 'n', 'e@x.test', '91234567', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [eventId, userId, fields.cents ?? 0, fields.status ?? 'Paid', fields.paidWith ?? null, fields.paidAt ? at(fields.paidAt) : null, fields.checkedIn ? at(now - DAY) : null, at(fields.createdAt ?? now)],
  );
  return row!.id;
}

let seq = 0;
async function payment(raw: RawSql, userId: string, cents: number, status: 'paid' | 'open', paidAt: number, purpose: 'enrollment' | 'membership' = 'enrollment') {
  seq += 1;
  await raw.query(
    `INSERT INTO payments (id, user_id, purpose, membership_mode, description, amount_cents, provider, checkout_url, return_path, status, paid_at)
     VALUES ($1, $2, $3, $4, 'd', $5, 'sandbox', 'http://x', '/', $6, $7)`,
    [`pay-dashboard-${seq}`, userId, purpose, purpose === 'membership' ? 'renew' : null, cents, status, status === 'paid' ? at(paidAt) : null],
  );
}

async function refund(raw: RawSql, eventId: string, userId: string, cents: number, paidWith: string, refundedAt: number) {
  seq += 1;
  await raw.query(
    `INSERT INTO enrollment_refunds (enrollment_id, event_id, user_id, full_name, email, amount_cents, paid_with, refunded_by, refunded_at)
     VALUES ($1, $2, $3, 'n', 'e@x.test', $4, $5, $3, $6)`,
    [`gone-${seq}`, eventId, userId, cents, paidWith, at(refundedAt)],
  );
}

before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  member = (await t.signUpMember()).token;
  await t.database.rawTransaction(async (raw) => {
    // Members: A joined last month, B runs out in 10 days, C ran out this month, D never runs out,
    // F ran out over a year ago, G never joined.
    const a = await user(raw, 'A', { expires: now + 100 * DAY, since: LAST_MONTH });
    const b = await user(raw, 'B', { expires: now + 10 * DAY, since: now - 700 * DAY });
    const c = await user(raw, 'C', { expires: THIS_MONTH, since: now - 700 * DAY });
    await user(raw, 'D', { expires: null, since: now - 1000 * DAY });
    await user(raw, 'F', { expires: LONG_AGO, since: now - 1000 * DAY });
    const g = await user(raw, 'G');
    // Juniors with their own membership: A's first junior (on record since last month, 100 days
    // to go) counts; A's second never joined; C's junior ran out over a year ago (lapsed).
    const juniors = [
      [a, 'J1', true, now + 100 * DAY, LAST_MONTH],
      [a, 'J2', false, null, now - 700 * DAY],
      [c, 'J3', true, LONG_AGO, now - 1000 * DAY],
    ] as const;
    const families = new Map<string, string>();
    for (const [guardian, name, member, expires, since] of juniors) {
      if (!families.has(guardian)) {
        const [family] = await raw.query<{ id: string }>(`INSERT INTO families DEFAULT VALUES RETURNING id`);
        await raw.query(`INSERT INTO family_guardians (family_id, user_id) VALUES ($1, $2)`, [family!.id, guardian]);
        families.set(guardian, family!.id);
      }
      await raw.query(`INSERT INTO people (family_id, name_en, date_of_birth, membership_activated, membership_expired_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        families.get(guardian),
        name,
        hkDay(-10 * 365),
        member,
        expires === null ? null : at(expires),
        at(since),
      ]);
    }

    // Events: E1 in 3 days (8 of 10 taken, 1 held, 2 waiting), E2 in 40 days, E3 5 days ago,
    // E4 60 days ago, E5 in 400 days (outside every window; it carries the money's enrolments).
    const e1 = await event(raw, 'E1 spring camp', 3, 10, 8, 1);
    await event(raw, 'E2', 40, 20, 5);
    const e3 = await event(raw, 'E3', -5, 10, 5);
    const e4 = await event(raw, 'E4', -60, 10, 2);
    const e5 = await event(raw, 'E5', 400, 50, 6);
    for (const waiting of [a, b]) await raw.query(`INSERT INTO event_waitlist (event_id, user_id, person_id) VALUES ($1, $2, $2)`, [e1, waiting]);

    // Attendance: E3 has 4 paid places, 3 checked in, and one unpaid place; E4 2 of 2 came.
    const extra = [];
    for (let i = 0; i < 6; i++) extra.push(await user(raw, `X${i}`));
    for (const [i, person] of extra.slice(0, 4).entries()) await enrol(raw, e3, person, { paidWith: 'free', checkedIn: i < 3 });
    await enrol(raw, e3, extra[4]!, { status: 'Pending' });
    for (const person of extra.slice(0, 2)) await enrol(raw, e4, person, { paidWith: 'free', checkedIn: true });

    // Money. Online: 100.50 this month, a 500 membership last month; an open checkout and one paid
    // 13 months ago do not count. By hand: 200 cash this month, 150 transfer last month; an online
    // place (counted by its payment) and an unpaid one do not count here. Refunds: 40 online this
    // month; 60 cash last month (its place is gone: the 60 counts as cash and as a refund).
    await payment(raw, a, 10050, 'paid', THIS_MONTH);
    await payment(raw, b, 50000, 'paid', LAST_MONTH, 'membership');
    await payment(raw, b, 99900, 'open', THIS_MONTH);
    await payment(raw, b, 70000, 'paid', LONG_AGO);
    await enrol(raw, e5, a, { cents: 20000, paidWith: 'cash', paidAt: THIS_MONTH });
    await enrol(raw, e5, b, { cents: 15000, paidWith: 'bankTransfer', paidAt: LAST_MONTH });
    await enrol(raw, e5, c, { cents: 10000, paidWith: 'payment', paidAt: THIS_MONTH });
    // Unpaid for 8 days: waits for someone; E3's unpaid place is new.
    await enrol(raw, e5, g, { cents: 8000, status: 'Pending', createdAt: now - 8 * DAY });
    await refund(raw, e5, a, 4000, 'payment', THIS_MONTH);
    await refund(raw, e5, b, 6000, 'cash', LAST_MONTH);
    await refund(raw, e5, c, 0, 'free', LAST_MONTH);

    // Waiting: two reports on one thread and one on a reply are open (2 posts); a resolved one is
    // not. Mail: two failed this week, one failed two years ago, one sent.
    await raw.query(
      `INSERT INTO forum_reports (target_type, target_id, reporter_id, reason, resolved_at) VALUES
         ('thread', 't1', $1, 'spam', NULL), ('thread', 't1', $2, 'spam', NULL), ('reply', 'r1', $1, 'rude', NULL), ('thread', 't2', $1, 'spam', now())`,
      [a, b],
    );
    for (const [status, created] of [['failed', now - DAY], ['failed', now - 2 * DAY], ['failed', now - 730 * DAY], ['sent', now]] as const) {
      await raw.query(`INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, status, created_at) VALUES ('k', 'x@x.test', 'en', 's', 't', 'h', $1, $2)`, [status, at(created)]);
    }
    // Data requests: two open, one answered, one refused.
    await raw.query(
      `INSERT INTO data_requests (kind, user_id, due_at, status) VALUES
         ('access', $1, now() + interval '40 days', 'open'), ('correction', $2, now() + interval '10 days', 'open'),
         ('access', $1, now(), 'answered'), ('erasure', $2, now(), 'refused')`,
      [a, b],
    );
  });
});
after(() => t.close());

async function panel(name: string, query = '', token = admin, language: 'en' | 'zh' = 'en') {
  return t.request({ method: 'GET', url: `/admin/dashboard/${name}${query}`, token, language });
}
async function json(name: string, query = '') {
  const response = await panel(name, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('the admin dashboard’s figures', () => {
  test('members: active adults and juniors, expiring, lapsed, and the monthly trend', async () => {
    const body = await json('members');
    assert.deepEqual(body.figures, { active: 4, adults: 3, juniors: 1, expiring: 1, lapsed: 3 });
    assert.equal(body.trend.length, 12);
    assert.equal(body.trend[11].period, hkMonth(0));
    assert.equal(body.trend[0].period, hkMonth(-11));
    // This month: A, B, D and J1 active now (C ran out in its first second), C lapsed in it.
    assert.deepEqual(body.trend[11], { period: hkMonth(0), active: 4, joined: 0, lapsed: 1 });
    // Last month ended with A and J1 (who joined in it), B, C and D active.
    assert.deepEqual(body.trend[10], { period: hkMonth(-1), active: 5, joined: 2, lapsed: 0 });
    const years = await json('members', '?period=year');
    assert.deepEqual(years.trend.map((row: { period: string }) => row.period), [4, 3, 2, 1, 0].map((back) => String(Number(hkMonth(0).slice(0, 4)) - back)));
    assert.match((await json('members', '?period=quarter')).trend[7].period, /^\d{4}-Q[1-4]$/);
  });

  test('revenue: online, cash, transfer and refunds by month, in HKD', async () => {
    const body = await json('revenue');
    assert.equal(body.trend.length, 12);
    assert.deepEqual(body.trend[11], { period: hkMonth(0), online: 100.5, cash: 200, transfer: 0, refunds: 40, net: 260.5 });
    assert.deepEqual(body.trend[10], { period: hkMonth(-1), online: 500, cash: 60, transfer: 150, refunds: 60, net: 650 });
    assert.ok(body.trend.slice(0, 10).every((row: { net: number }) => row.net === 0));
    const totals = { online: 600.5, cash: 260, transfer: 150, refunds: 100, net: 910.5 };
    assert.deepEqual(body.totals, totals);
    // Eight quarters or five years hold both months, whatever today is, and the 13-month-old
    // payment that twelve months leave out.
    for (const period of ['quarter', 'year']) assert.deepEqual((await json('revenue', `?period=${period}`)).totals, { ...totals, online: 1300.5, net: 1610.5 });
  });

  test('events: the window ahead, fill rates and waiting lists', async () => {
    const month = await json('events');
    assert.equal(month.from, hkDay(0));
    assert.deepEqual(month.totals, { events: 1, places: 10, taken: 8, waiting: 2, fillRate: 0.8 });
    assert.deepEqual(month.events, [{ _id: month.events[0]._id, name: 'E1 spring camp', date: hkDay(3), time: '09:30', places: 10, taken: 8, held: 1, waiting: 2, fillRate: 0.8 }]);
    const quarter = await json('events', '?period=quarter');
    assert.deepEqual(quarter.totals, { events: 2, places: 30, taken: 13, waiting: 2, fillRate: 0.433 });
    assert.deepEqual(quarter.events.map((row: { name: string }) => row.name), ['E1 spring camp', 'E2']);
  });

  test('attendance: expected, attended and no-shows of the events just past', async () => {
    const month = await json('attendance');
    assert.equal(month.until, hkDay(0));
    assert.deepEqual(month.totals, { events: 1, expected: 4, attended: 3, noShows: 1, noShowRate: 0.25 });
    assert.deepEqual(
      month.events.map(({ _id, ...row }: { _id: string }) => row),
      [{ name: 'E3', date: hkDay(-5), time: '09:30', expected: 4, attended: 3, noShows: 1, noShowRate: 0.25 }],
    );
    const quarter = await json('attendance', '?period=quarter');
    assert.deepEqual(quarter.totals, { events: 2, expected: 6, attended: 5, noShows: 1, noShowRate: 0.167 });
    assert.deepEqual(quarter.events.map((row: { name: string }) => row.name), ['E3', 'E4']);
  });

  test('waiting: open reports (per post), failed mails of the window, enrolments unpaid for a week, open data requests', async () => {
    assert.deepEqual((await json('waiting')).items, [
      { key: 'reports', count: 2 },
      { key: 'failedMails', count: 2 },
      { key: 'unpaidEnrolments', count: 1 },
      { key: 'dataRequests', count: 2 },
    ]);
    const years = await json('waiting', '?period=year');
    assert.equal(years.items[1].count, 2);
  });

  test('each panel downloads as CSV in the admin’s language', async () => {
    const revenue = await panel('revenue', '?format=csv', admin, 'zh');
    assert.equal(revenue.statusCode, 200);
    assert.match(String(revenue.headers['content-type']), /^text\/csv/);
    assert.match(String(revenue.headers['content-disposition']), /attachment; filename="dashboard-revenue-month-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = revenue.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], '期間,網上付款（港幣）,現金（港幣）,銀行轉帳（港幣）,退款（港幣）,淨收入（港幣）');
    assert.equal(lines[12], `${hkMonth(0)},100.5,200,0,40,260.5`);
    assert.equal(lines[13], '合計,600.5,260,150,100,910.5');

    const events = await panel('events', '?format=csv&period=quarter');
    assert.deepEqual(events.body.replace(/^\uFEFF/, '').trim().split('\r\n'), [
      'Date,Time,Event,Places,Taken,Held,Waiting list,Fill rate (%)',
      `${hkDay(3)},09:30,E1 spring camp,10,8,1,2,80`,
      `${hkDay(40)},09:30,E2,20,5,0,0,25`,
    ]);
    const attendance = await panel('attendance', '?format=csv');
    assert.match(attendance.body, /E3,4,3,1,25\r\n$/);
    const members = await panel('members', '?format=csv');
    assert.match(members.body, /Active members,4\r\nAdults,3\r\nJuniors,1\r\nExpiring within 30 days,1\r\nLapsed,3\r\n$/);
    const waiting = await panel('waiting', '?format=csv');
    assert.match(waiting.body, /Forum reports to review,2\r\nMails that failed,2\r\nEnrolments unpaid for over a week,1\r\nData requests to answer,2\r\n$/);
  });
});

describe('the admin dashboard refuses', () => {
  test('visitors and members', async () => {
    assert.equal((await panel('members', '', '')).statusCode, 401);
    const refused = await panel('revenue', '?format=csv', member);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().status, 'nok');
    assert.equal((await panel('nonsense', '', member)).statusCode, 403);
  });

  test('a panel, a period or a format it does not know, in the envelope and the caller’s language', async () => {
    const unknown = await panel('salaries');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { status: 'nok', error: 'There is no such dashboard panel: choose members, revenue, events, attendance or waiting' });
    const period = await panel('members', '?period=decade', admin, 'zh');
    assert.equal(period.statusCode, 400);
    assert.deepEqual(period.json(), { status: 'nok', error: '期間必須是月、季或年' });
    for (const query of ['?period=', '?period=month&period=year', '?format=xlsx', '?period=%00', `?period=${'m'.repeat(5000)}`]) {
      const response = await panel('events', query);
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${query}: ${response.statusCode}`);
      assert.equal(response.json().status, 'nok', query);
    }
    for (const path of ['%E0%A4%A', 'x'.repeat(300), '..%2Fusers', 'members%00']) {
      const response = await panel(path);
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${path}: ${response.statusCode}`);
      assert.equal(response.json().status, 'nok', path);
    }
  });
});
