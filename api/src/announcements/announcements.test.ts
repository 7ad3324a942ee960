import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { users } from '../users/table.js';
import { announcements } from './table.js';

let t: TestApp;
let admin: string;
let member: TestMember;
let annualMember: TestMember;
let expiredMember: TestMember;

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring tournament',
  content: 'Join us at Fanling.\n\nBring your own clubs.',
  scope: 'All',
  category: 'Event',
  displayDate: '2025-03-01',
  displayCreatedBy: 'Youth Golf Team',
  imageFileId: null,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: valid(overrides) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().announcement;
}

before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  member = await t.signUpMember();
  annualMember = await t.signUpMember();
  expiredMember = await t.signUpMember();
  await t.app.db.update(users).set({ annualMembershipActivated: true }).where(eq(users.id, annualMember.id));
  await t.app.db
    .update(users)
    .set({ annualMembershipActivated: true, annualMembershipExpiredAt: new Date(Date.now() - 86_400_000) })
    .where(eq(users.id, expiredMember.id));
});
after(() => t.close());

describe('authoring', () => {
  test('an admin creates an announcement and everyone reads it', async () => {
    const created = await create({ featured: true });
    assert.equal(created.title, 'Spring tournament');
    assert.equal(created.scope, 'All');
    assert.equal(created.category, 'Event');
    assert.equal(created.displayDate, '2025-03-01');
    assert.equal(created.featured, true);
    assert.equal(created.preview, 'Join us at Fanling. Bring your own clubs.', 'derived from content on one line');
    const read = await t.request({ method: 'GET', url: `/ext/announcement/get/${created._id}` });
    assert.equal(read.statusCode, 200);
    // The admin's answer has both languages as well (DESIGN §13); a visitor's has the one read.
    const { titles, contents, ...asRead } = created;
    assert.deepEqual({ titles, contents }, { titles: { zh: null, en: 'Spring tournament' }, contents: { zh: null, en: 'Join us at Fanling.\n\nBring your own clubs.' } });
    assert.deepEqual(read.json().announcement, asRead);
  });

  test('a long content gets a 200-character preview; a given preview is kept', async () => {
    const long = await create({ content: 'word '.repeat(100) });
    assert.equal(long.preview.length, 200);
    assert.ok(long.preview.endsWith('…'));
    const given = await create({ preview: 'Short summary' });
    assert.equal(given.preview, 'Short summary');
  });

  test('the image must be an uploaded file', async () => {
    const fileId = await uploadImage(t, admin);
    assert.equal((await create({ imageFileId: fileId })).imageFileId, fileId);
    const missing = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: valid({ imageFileId: 'nope' }) });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().error, /image was not found/);
  });

  test('legacy scope names are stored as what they mean; empty category is none', async () => {
    assert.equal((await create({ scope: 'Members' })).scope, 'MemberOnly');
    assert.equal((await create({ scope: 'Public' })).scope, 'All');
    assert.equal((await create({ category: '' })).category, null);
    const { scope: _scope, ...withoutScope } = valid();
    const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: withoutScope });
    assert.equal(response.json().announcement.scope, 'All', 'scope defaults to All');
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { title: undefined }, 'Title is required'],
    ['blank title', { title: '   ' }, 'Title is required'],
    ['no content', { content: '' }, 'Content is required'],
    ['no display date', { displayDate: undefined }, 'Display date is required'],
    ['impossible display date', { displayDate: '2025-02-30' }, 'Display date must be a real date between 1900 and 2200, in YYYY-MM-DD format.'],
    ['display date in another format', { displayDate: '01/03/2025' }, 'Display date must be a real date between 1900 and 2200, in YYYY-MM-DD format.'],
    ['display date in year 0', { displayDate: '0000-01-01' }, 'Display date must be a real date between 1900 and 2200, in YYYY-MM-DD format.'],
    ['no created-by', { displayCreatedBy: '' }, 'Created by is required'],
    ['unknown scope', { scope: 'Secret' }, 'Scope must be All or MemberOnly.'],
    ['unknown category', { category: 'Tennis' }, 'Category must be one of Announcement, Golf, Event, Community, Blog.'],
    ['title as a number', { title: 5 }, 'Title is required'],
    ['huge title', { title: 'x'.repeat(201) }, 'Title is too long (at most 200 characters).'],
    ['featured as text', { featured: 'yes' }, 'Featured is not valid.'],
  ];
  for (const [name, change, message] of refusals) {
    test(`create refuses ${name}`, async () => {
      const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: valid(change) });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { status: 'nok', error: message });
    });
  }

  test('messages are translated', async () => {
    const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, language: 'zh', payload: valid({ title: '' }) });
    assert.equal(response.json().error, '請輸入標題');
  });

  test('update changes the fields sent and keeps the display date when not sent', async () => {
    const created = await create();
    const { displayDate: _date, ...body } = valid({ title: 'Renamed', scope: 'MemberOnly', category: 'Golf', featured: true });
    const response = await t.request({ method: 'PUT', url: `/cms/announcement/${created._id}`, token: admin, payload: body });
    assert.equal(response.statusCode, 200, response.body);
    const updated = response.json().announcement;
    assert.equal(updated.title, 'Renamed');
    assert.equal(updated.scope, 'MemberOnly');
    assert.equal(updated.category, 'Golf');
    assert.equal(updated.featured, true);
    assert.equal(updated.displayDate, '2025-03-01');
    const missing = await t.request({ method: 'PUT', url: '/cms/announcement/nope', token: admin, payload: body });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, 'Announcement not found');
    const invalid = await t.request({ method: 'PUT', url: `/cms/announcement/${created._id}`, token: admin, payload: { ...body, title: '' } });
    assert.equal(invalid.statusCode, 400);
  });

  test('delete removes it; deleting again is 404', async () => {
    const created = await create();
    assert.deepEqual((await t.request({ method: 'DELETE', url: `/cms/announcement/${created._id}`, token: admin })).json(), { status: 'ok' });
    assert.equal((await t.request({ method: 'GET', url: `/ext/announcement/get/${created._id}` })).statusCode, 404);
    assert.equal((await t.request({ method: 'DELETE', url: `/cms/announcement/${created._id}`, token: admin })).statusCode, 404);
  });

  test('role matrix: no token 401, member 403, annual member 403', async () => {
    const created = await create();
    const calls = [
      { method: 'POST' as const, url: '/cms/announcement/create', payload: valid() },
      { method: 'PUT' as const, url: `/cms/announcement/${created._id}`, payload: valid() },
      { method: 'DELETE' as const, url: `/cms/announcement/${created._id}` },
      { method: 'GET' as const, url: '/admin/announcement/list' },
    ];
    for (const call of calls) {
      assert.equal((await t.request(call)).statusCode, 401, call.url);
      assert.equal((await t.request({ ...call, token: member.token })).statusCode, 403, call.url);
      assert.equal((await t.request({ ...call, token: annualMember.token })).statusCode, 403, call.url);
    }
    assert.equal((await t.request({ method: 'GET', url: `/ext/announcement/get/${created._id}` })).statusCode, 200, 'still there');
  });
});

describe('MemberOnly visibility', () => {
  test('only active annual members and admins see MemberOnly announcements, through the cms variants', async () => {
    const secret = await create({ scope: 'MemberOnly', title: 'Members evening', displayDate: '2099-01-01', featured: true });
    const canSee = async (token?: string) => {
      const side = token ? 'cms' : 'ext';
      const get = await t.request({ method: 'GET', url: `/${side}/announcement/get/${secret._id}`, token });
      const list = (await t.request({ method: 'GET', url: `/${side}/announcement/list`, token })).json().announcements;
      const latest = (await t.request({ method: 'GET', url: `/${side}/announcement/latest`, token })).json().announcements;
      const featured = (await t.request({ method: 'GET', url: `/${side}/announcement/featured`, token })).json().announcement;
      const seen = [get.statusCode === 200, list.some((a: { _id: string }) => a._id === secret._id), latest.some((a: { _id: string }) => a._id === secret._id), featured?._id === secret._id];
      assert.ok(seen.every((s) => s === seen[0]), `consistent across reads: ${seen}`);
      return seen[0];
    };
    assert.equal(await canSee(), false, 'visitor');
    assert.equal(await canSee(member.token), false, 'member without annual membership');
    assert.equal(await canSee(expiredMember.token), false, 'expired annual member');
    assert.equal(await canSee(annualMember.token), true, 'active annual member');
    assert.equal(await canSee(admin), true, 'admin');
  });

  test('legacy scopes stored in the database are read per architecture §5a', async () => {
    const [legacyMember] = await t.app.db.insert(announcements).values({ titleEn: 'Old member news', contentEn: 'x', scope: 'Member', displayCreatedBy: 'Old' }).returning();
    const [legacyImportant] = await t.app.db.insert(announcements).values({ titleEn: 'Old important', contentEn: 'x', scope: 'Important', displayCreatedBy: 'Old' }).returning();
    assert.equal((await t.request({ method: 'GET', url: `/ext/announcement/get/${legacyMember!.id}` })).statusCode, 404);
    const important = await t.request({ method: 'GET', url: `/ext/announcement/get/${legacyImportant!.id}` });
    assert.equal(important.json().announcement.scope, 'All');
    const asMember = await t.request({ method: 'GET', url: `/cms/announcement/get/${legacyMember!.id}`, token: annualMember.token });
    assert.equal(asMember.json().announcement.scope, 'MemberOnly');
  });

  test('cms reads need a token', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/cms/announcement/list' })).statusCode, 401);
  });
});

describe('lists', () => {
  test('pages of 10 newest first with totalPages; category filter including the "Events" label', async () => {
    const fresh = await startTestApp();
    try {
      const token = await fresh.adminToken();
      for (let i = 1; i <= 12; i++) {
        const payload = valid({ title: `N${i}`, displayDate: `2024-01-${String(i).padStart(2, '0')}`, category: i % 2 ? 'Golf' : 'Event' });
        await fresh.request({ method: 'POST', url: '/cms/announcement/create', token, payload });
      }
      const first = (await fresh.request({ method: 'GET', url: '/ext/announcement/list?page=1' })).json();
      assert.equal(first.announcements.length, 10);
      assert.equal(first.totalPages, 2);
      assert.equal(first.page, 1);
      assert.equal(first.announcements[0].title, 'N12');
      const second = (await fresh.request({ method: 'GET', url: '/ext/announcement/list?page=2' })).json();
      assert.deepEqual(second.announcements.map((a: { title: string }) => a.title), ['N2', 'N1']);
      const golf = (await fresh.request({ method: 'GET', url: '/ext/announcement/list?category=Golf' })).json();
      assert.equal(golf.announcements.length, 6);
      const events = (await fresh.request({ method: 'GET', url: '/ext/announcement/list?category=Events' })).json();
      assert.ok(events.announcements.every((a: { category: string }) => a.category === 'Event'));
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/announcement/list?category=All' })).json().announcements.length, 10);
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/announcement/list?category=Tennis' })).statusCode, 400);
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/announcement/list?page=abc' })).json().page, 1);
      const latest = (await fresh.request({ method: 'GET', url: '/ext/announcement/latest' })).json().announcements;
      assert.deepEqual(latest.map((a: { title: string }) => a.title), ['N12', 'N11', 'N10']);
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/announcement/featured' })).json().announcement, null);
      const adminList = (await fresh.request({ method: 'GET', url: '/admin/announcement/list?page=2', token })).json();
      assert.equal(adminList.totalPages, 2);
      assert.equal(adminList.announcements.length, 2);
    } finally {
      await fresh.close();
    }
  });

  test('ids that are not ids are 404', async () => {
    for (const id of ['x', "' OR 1=1 --", '%00', 'a'.repeat(150)]) {
      const response = await t.request({ method: 'GET', url: `/ext/announcement/get/${encodeURIComponent(id)}` });
      assert.equal(response.statusCode, 404, id);
    }
  });
});

test('the sitemap lists what a visitor may read, newest first, with when each changed', async () => {
  const open = await create({ title: 'Sitemap open', displayDate: '2031-05-02' });
  const closed = await create({ title: 'Sitemap members', scope: 'MemberOnly', displayDate: '2031-05-03' });
  const response = await t.request({ method: 'GET', url: '/ext/announcement/sitemap' });
  assert.equal(response.statusCode, 200);
  const { pages } = response.json();
  const ids = pages.map((page: { id: string }) => page.id);
  assert.equal(ids[0], open._id, 'newest display date first');
  assert.ok(!ids.includes(closed._id), 'members-only announcements are not listed');
  assert.ok(!Number.isNaN(Date.parse(pages[0].updatedAt)));
});
