// Shared set-up for the events, payments and membership tests (imported by tests only).
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { TestApp, TestMember } from '../../test/helpers.js';
import { users } from '../users/table.js';
import { hkDay } from './hk-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hong Kong date `days` from today (negative: in the past). */
export function dayFromToday(days: number): string {
  return hkDay(new Date(Date.now() + days * DAY_MS));
}

export const eventForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wednesday Practice 週三練習',
  date: dayFromToday(7),
  time: '19:00:00',
  duration: '2 hours',
  venue: 'Kai Tak driving range',
  maxParticipants: 10,
  priceMember: 100,
  priceNonMember: 180,
  type: 'Practice',
  description: 'Bring your own clubs.',
  ...overrides,
});

/** Creates an event as the admin and returns it as the API answers. */
export async function createEvent(t: TestApp, overrides: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: '/cms/event/create', token: await t.adminToken(), payload: eventForm(overrides) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().event as { _id: string; [field: string]: unknown };
}

export const enrolForm = { name: 'Chan Tai Man', email: 'taiman@example.hk', phone: '91234567', remarks: null };

export function enrol(t: TestApp, eventId: string, member: TestMember, payload: Record<string, unknown> = enrolForm) {
  return t.request({ method: 'POST', url: `/cms/event/enroll/${eventId}`, token: member.token, payload });
}

/** Enrols and returns the enrolment, failing the test when that is refused. */
export async function enrolled(t: TestApp, eventId: string, member: TestMember) {
  const response = await enrol(t, eventId, member);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().enrollment as { _id: string; [field: string]: unknown };
}

/** Makes a member an annual member (or not) directly in the database. */
export async function setMembership(
  t: TestApp,
  member: TestMember,
  state: { activated: boolean; expiresInDays?: number | null; freePractice?: number },
) {
  const expiry = state.expiresInDays === undefined ? 200 : state.expiresInDays;
  await t.app.db
    .update(users)
    .set({
      annualMembershipActivated: state.activated,
      annualMembershipExpiredAt: expiry === null ? null : new Date(Date.now() + expiry * DAY_MS),
      ...(state.freePractice === undefined ? {} : { noOfFreePractice: state.freePractice }),
    })
    .where(eq(users.id, member.id));
}

export async function userRow(t: TestApp, member: TestMember) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
  return row!;
}

/** Follows the sandbox checkout: opens the page and presses Pay; returns the redirect target. */
export async function payInSandbox(t: TestApp, paymentLink: string): Promise<string> {
  const path = new URL(paymentLink).pathname;
  const page = await t.request({ method: 'GET', url: path });
  assert.equal(page.statusCode, 200, page.body);
  const pay = await t.request({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(pay.statusCode, 303, pay.body);
  return String(pay.headers.location);
}
