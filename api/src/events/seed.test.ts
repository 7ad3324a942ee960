import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/helpers.js';
import { EVENT_TYPES } from '@golf/contract/events';
import { enrollments, events } from './table.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp({ config: { seedDemo: true } });
  admin = await t.adminToken();
});
after(() => t.close());

type Event = { _id: string; name: string; type: string; date: string; maxParticipants: number; currentParticipants: number; allowRegistration: boolean; priceNonMember: number; venue: string; description: string };

async function allEvents(): Promise<Event[]> {
  const all: Event[] = [];
  for (let page = 1; ; page++) {
    const body = (await t.request({ method: 'GET', url: `/admin/event/list?page=${page}`, token: admin })).json();
    all.push(...body.events);
    if (page >= body.lastPage) return all;
  }
}

test('the demo has upcoming and past events of every type, bilingual, in Hong Kong, priced in HKD', async () => {
  const upcoming: Event[] = (await t.request({ method: 'GET', url: '/cms/event/list', token: admin })).json().events;
  const past = (await t.request({ method: 'GET', url: '/cms/event/list/past?page=1', token: admin })).json();
  assert.ok(past.lastPage >= 2, 'enough past events to page');
  const pastAll = await allEvents().then((list) => list.filter((e) => !upcoming.some((u) => u._id === e._id)));
  for (const type of EVENT_TYPES) {
    assert.ok(upcoming.some((e) => e.type === type), `upcoming ${type}`);
    assert.ok(pastAll.some((e) => e.type === type), `past ${type}`);
  }
  for (const event of [...upcoming, ...pastAll]) {
    // Each text in both languages (decision 95): the admin reads both.
    const { names, descriptions, venues } = event as unknown as Record<'names' | 'descriptions' | 'venues', { zh: string; en: string }>;
    assert.match(names.zh, /[\u4e00-\u9fff]/, `Chinese in ${names.zh}`);
    assert.match(names.en, /^[^\u4e00-\u9fff]*[A-Za-z][^\u4e00-\u9fff]*$/, `English in ${names.en}`);
    assert.match(descriptions.zh, /[\u4e00-\u9fff]/);
    assert.match(descriptions.en, /^[^\u4e00-\u9fff]+$/);
    assert.match(venues.zh, /[\u4e00-\u9fff]/);
    assert.match(venues.en, /Hong Kong|Kowloon|Sai Kung|Lantau|Tsing Yi|Tsim Sha Tsui|Sheung Wan|Clearwater Bay|Fanling/);
  }
  assert.ok(upcoming.some((e) => e.priceNonMember > 0));
  assert.ok(upcoming.filter((e) => e.type === 'Practice').length >= 3);
});

test('one upcoming event is nearly full and one is closed', async () => {
  const upcoming: Event[] = (await t.request({ method: 'GET', url: '/cms/event/list', token: admin })).json().events;
  const nearlyFull = upcoming.filter((e) => e.allowRegistration && e.maxParticipants - e.currentParticipants <= 1);
  assert.ok(nearlyFull.length >= 1);
  assert.ok(upcoming.some((e) => !e.allowRegistration));
});

test('every event counts exactly its enrolments', async () => {
  const rows = await t.app.db.select().from(events);
  for (const event of rows) {
    const [{ n }] = await t.app.db.select({ n: count() }).from(enrollments).where(eq(enrollments.eventId, event.id));
    assert.equal(event.currentParticipants, n, event.id);
  }
});
