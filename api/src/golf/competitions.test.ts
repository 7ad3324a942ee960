// Golf competitions (issue 41 point 5, DESIGN §12): set up on an event from its enrolled persons,
// divisions by age on a cut-off date, the draw and its edit, hole scores by the group's marker
// (idempotent, concurrent markers lose nothing, 100 concurrent posts), the leaderboard's order and
// ties, publishing, freezing at the end, and the `golf` event on the live-updates stream. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { clubToday } from '@golf/contract/family';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, enrol, enrolForm } from '../events/test-support.js';
import { DEMO_COURSES } from './seed.js';
import { golfCompetitionPlayers, golfCompetitionScores } from './table.js';

let t: TestApp;
let admin: string;
let teeId: string;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 100_000 } });
  admin = await t.adminToken();
  const course = await t.request({ method: 'POST', url: '/admin/golf/courses', token: admin, payload: structuredClone(DEMO_COURSES[0]!) as object });
  assert.equal(course.statusCode, 200, course.body);
  teeId = course.json().course.tees[0].id;
});
after(() => t.close());

const bornYearsAgo = (years: number, days = 0) => {
  const date = new Date(`${clubToday()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

async function addJunior(parent: TestMember, name: string, years: number): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { en: name }, dateOfBirth: bornYearsAgo(years, 10) } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().junior._id;
}

interface Field {
  eventId: string;
  parent: TestMember;
  other: TestMember;
  adult: TestMember;
  u10: string;
  u12: string;
  u15: string;
}

/** An event with five enrolled: two juniors of one parent (8, 11), one of another (14), the other parent, an adult. */
async function field(): Promise<Field> {
  const event = await createEvent(t, { name: 'Junior Open', type: 'Event', maxParticipants: 20, time: '08:00:00' });
  const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
  const other = await t.signUpMember({ fullName: 'Wong Mei Ling' });
  const adult = await t.signUpMember({ fullName: 'Lee Ka Ho' });
  const u10 = await addJunior(parent, 'Chan Siu Ming', 8);
  const u12 = await addJunior(parent, 'Chan Siu Fong', 11);
  const u15 = await addJunior(other, 'Wong Siu Wai', 14);
  for (const [member, participants] of [[parent, [u10, u12]], [other, [other.id, u15]], [adult, [adult.id]]] as const) {
    const enrolled = await enrol(t, event._id, member, { ...enrolForm, participants });
    assert.equal(enrolled.statusCode, 200, enrolled.body);
  }
  return { eventId: event._id, parent, other, adult, u10, u12, u15 };
}

const create = (payload: object, token = admin) => t.request({ method: 'POST', url: '/admin/golf/competitions', token, payload });
const score = (id: string, token: string, personId: string, hole: number, strokes: number) =>
  t.request({ method: 'PUT', url: `/cms/golf/competitions/${id}/scores`, token, payload: { personId, hole, strokes } });
const board = (id: string, language: 'en' | 'zh' = 'en') => t.request({ method: 'GET', url: `/ext/golf/leaderboard/${id}`, language });

async function competition(options: Record<string, unknown> = {}) {
  const f = await field();
  const created = await create({ eventId: f.eventId, teeId, nine: 'front', cutOff: clubToday(), ...options });
  assert.equal(created.statusCode, 200, created.body);
  return { ...f, competition: created.json().competition };
}

describe('setting up a competition', () => {
  test('the enrolled persons are drawn in groups by division, tee times every 10 minutes, the booker marks', async () => {
    const { competition: c, parent, other, adult, u10, u12, u15 } = await competition();
    assert.equal(c.state, 'draft');
    assert.equal(c.published, false);
    assert.equal(c.nine, 'front');
    assert.deepEqual(
      c.groups.map((group: { teeTime: string; players: Array<{ personId: string }> }) => [group.teeTime, group.players.length]),
      [['08:00', 3], ['08:10', 2]],
    );
    const players = c.groups.flatMap((group: { players: Array<{ personId: string; division: string; name: string }> }) => group.players);
    const divisionOf = (id: string) => players.find((player: { personId: string }) => player.personId === id).division;
    assert.deepEqual([divisionOf(u10), divisionOf(u12), divisionOf(u15), divisionOf(other.id), divisionOf(adult.id)], ['U10', 'U12', 'U15', 'Open', 'Open']);
    // Names as the public sees them (the short form).
    assert.ok(players.some((player: { name: string }) => player.name === 'Siu Ming C.'), JSON.stringify(players));
    // The first group (U10, U12, U15) is marked by whoever booked its first player.
    assert.equal(c.groups[0].marker.id, parent.id);
    assert.deepEqual(new Set(c.markers.map((marker: { id: string }) => marker.id)), new Set([parent.id, other.id, adult.id]));
  });

  test('divisions by gender when the club wants them; age on the cut-off date decides', async () => {
    const f = await field();
    // A cut-off two years from now: the 8-year-old is 10 (U12), the 11-year-old 13 (U15).
    const later = `${Number(clubToday().slice(0, 4)) + 2}${clubToday().slice(4)}`;
    const created = await create({ eventId: f.eventId, teeId, cutOff: later, byGender: true });
    assert.equal(created.statusCode, 200, created.body);
    const players = created.json().competition.groups.flatMap((group: { players: Array<{ personId: string; division: string }> }) => group.players);
    assert.equal(players.find((player: { personId: string }) => player.personId === f.u10).division, 'U12');
    assert.equal(players.find((player: { personId: string }) => player.personId === f.u12).division, 'U15');
  });

  test('refusals: a second competition on the event, an event nobody enrolled in, a bad date, a member', async () => {
    const { eventId } = await competition();
    const again = await create({ eventId, teeId, cutOff: clubToday() }, admin);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'This event has a competition already');
    const empty = await createEvent(t, { type: 'Event' });
    const nobody = await t.request({ method: 'POST', url: '/admin/golf/competitions', token: admin, language: 'zh', payload: { eventId: empty._id, teeId, cutOff: clubToday() } });
    assert.equal(nobody.statusCode, 409);
    assert.equal(nobody.json().error, '此活動尚未有人報名');
    assert.equal((await create({ eventId: empty._id, teeId, cutOff: '2026-02-30' })).json().error, 'Enter a date (YYYY-MM-DD)');
    assert.equal((await create({ eventId: 'nope', teeId, cutOff: clubToday() })).statusCode, 404);
    const member = await t.signUpMember();
    assert.equal((await create({ eventId: empty._id, teeId, cutOff: clubToday() }, member.token)).statusCode, 403);
    assert.equal((await t.request({ method: 'POST', url: '/admin/golf/competitions', payload: { eventId: empty._id, teeId, cutOff: clubToday() } })).statusCode, 401);
  });

  test('the admin edits the draw: groups, tee times and markers; every player in one group, markers who booked', async () => {
    const { competition: c, other, adult, u10, u12, u15 } = await competition();
    const url = `/admin/golf/competitions/${c.id}/draw`;
    const groups = [
      { teeTime: '09:00', markerUserId: other.id, personIds: [u10, u15] },
      { teeTime: '09:12', markerUserId: adult.id, personIds: [u12, other.id, adult.id] },
    ];
    const saved = await t.request({ method: 'PUT', url, token: admin, payload: { groups } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(
      saved.json().competition.groups.map((group: { teeTime: string; marker: { id: string }; players: Array<{ personId: string }> }) => [group.teeTime, group.marker.id, group.players.map((player) => player.personId).sort()]),
      groups.map((group) => [group.teeTime, group.markerUserId, [...group.personIds].sort()]),
    );
    const missing = await t.request({ method: 'PUT', url, token: admin, payload: { groups: [groups[0]] } });
    assert.equal(missing.json().error, 'Every player is in exactly one group');
    const stranger = await t.signUpMember();
    assert.equal((await t.request({ method: 'PUT', url, token: admin, payload: { groups: [{ ...groups[0], markerUserId: stranger.id }, groups[1]] } })).json().error, 'A marker is a player or a guardian who booked this event');
    assert.equal((await t.request({ method: 'PUT', url, token: admin, payload: { groups: [{ ...groups[0], teeTime: '9am' }, groups[1]] } })).json().error, 'Enter a tee time (HH:MM)');
    assert.equal((await t.request({ method: 'PUT', url, token: admin, language: 'zh', payload: { groups: [{ ...groups[1], personIds: [u10, u12, u15, other.id, adult.id] }] } })).json().error, '每組最多 4 名球員');
  });
});

describe('scores and the leaderboard', () => {
  test('the marker enters hole scores; again changes nothing; another group’s player, a hole not played, a stranger are refused', async () => {
    const { competition: c, parent, other, u10, u15 } = await competition();
    const id = c.id;
    const secondGroupPlayer = c.groups[1].players[0].personId;
    assert.equal((await score(id, parent.token, u10, 1, 5)).statusCode, 200);
    assert.equal((await score(id, parent.token, u10, 1, 5)).statusCode, 200);
    // u15 is in the parent's group (the first), though the other parent booked the junior.
    assert.equal((await score(id, parent.token, u15, 1, 6)).statusCode, 200);
    const notMine = await score(id, parent.token, secondGroupPlayer, 1, 4);
    assert.equal(notMine.statusCode, 403);
    assert.equal(notMine.json().error, 'Only the group’s marker enters its scores');
    assert.equal((await score(id, other.token, u10, 1, 4)).statusCode, 403);
    assert.equal((await score(id, parent.token, u10, 10, 4)).json().error, 'This hole is not played in this competition');
    assert.equal((await score(id, parent.token, u10, 1, 0)).statusCode, 400);
    assert.equal((await score(id, parent.token, 'nobody', 1, 4)).statusCode, 404);
    // The marker's screen: their group with the scores so far.
    const marking = (await t.request({ method: 'GET', url: '/cms/golf/marking', token: parent.token })).json().groups;
    assert.equal(marking.length, 1);
    assert.deepEqual(marking[0].players.find((player: { personId: string }) => player.personId === u10).strokes, { 1: 5 });
    assert.equal(marking[0].holes.length, 9);
    // An admin may correct any score.
    assert.equal((await score(id, admin, secondGroupPlayer, 1, 4)).statusCode, 200);
  });

  test('visitors read the leaderboard only once published; gross and net to par, Thru, ties as T1', async () => {
    const { competition: c, parent, other, adult, u10, u12, u15 } = await competition({ nine: null });
    const id = c.id;
    assert.equal((await board(id)).statusCode, 404);
    assert.equal((await board(id, 'zh')).json().error, '找不到此比賽');
    // Markers after an edit: the parent marks everyone but the adult and the other parent.
    const draw = { groups: [{ teeTime: '08:00', markerUserId: parent.id, personIds: [u10, u12, u15] }, { teeTime: '08:10', markerUserId: adult.id, personIds: [other.id, adult.id] }] };
    assert.equal((await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/draw`, token: admin, payload: draw })).statusCode, 200);
    // The 14-year-old receives strokes (course handicap 18: one a hole); the others have no index.
    await t.app.db.update(golfCompetitionPlayers).set({ courseHandicap: 18 }).where(and(eq(golfCompetitionPlayers.competitionId, id), eq(golfCompetitionPlayers.personId, u15)));
    const par = DEMO_COURSES[0]!.tees[0]!.holes.map((hole) => hole.par);
    // Two holes each in Open: the other parent level par, the adult +1. U10 one hole at par.
    for (const [token, personId, strokes] of [
      [adult.token, other.id, [par[0]!, par[1]!]],
      [adult.token, adult.id, [par[0]! + 1, par[1]!]],
      [parent.token, u10, [par[0]!]],
    ] as const) {
      for (const [at, value] of strokes.entries()) assert.equal((await score(id, token, personId, at + 1, value)).statusCode, 200);
    }
    const published = await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/published`, token: admin, payload: { published: true } });
    assert.equal(published.statusCode, 200, published.body);
    let leaderboard = (await board(id)).json().leaderboard;
    assert.equal(leaderboard.competition.state, 'live');
    assert.equal(leaderboard.holes, 18);
    const open = leaderboard.divisions.find((division: { division: string }) => division.division === 'Open');
    assert.deepEqual(
      open.rows.map((row: { personId: string; grossToPar: number; thru: number; grossPosition: string }) => [row.personId, row.grossToPar, row.thru, row.grossPosition]),
      [[other.id, 0, 2, '1'], [adult.id, 1, 2, '2']],
    );
    assert.deepEqual(leaderboard.divisions.map((division: { division: string }) => division.division), ['U10', 'U12', 'U15', 'Open']);
    // U12 has not started: no position.
    assert.equal(leaderboard.divisions[1].rows[0].grossPosition, '');
    assert.equal(leaderboard.divisions[1].rows[0].thru, 0);

    // The adult birdies the third, the other parent pars it: tied at level, both T1.
    await score(id, adult.token, adult.id, 3, par[2]! - 1);
    await score(id, adult.token, other.id, 3, par[2]!);
    leaderboard = (await board(id)).json().leaderboard;
    const tied = leaderboard.divisions.find((division: { division: string }) => division.division === 'Open').rows;
    assert.deepEqual(tied.map((row: { grossPosition: string; grossToPar: number; thru: number }) => [row.grossPosition, row.grossToPar, row.thru]), [['T1', 0, 3], ['T1', 0, 3]]);

    // Net: the 14-year-old's 5 over after three holes is 2 over net (a stroke a hole).
    for (const hole of [1, 2, 3]) await score(id, parent.token, u15, hole, par[hole - 1]! + (hole === 1 ? 3 : 1));
    const u15Row = (await board(id)).json().leaderboard.divisions.find((division: { division: string }) => division.division === 'U15').rows[0];
    assert.deepEqual([u15Row.grossToPar, u15Row.netToPar, u15Row.thru, u15Row.courseHandicap], [5, 2, 3, 18]);

    // Unpublished again: gone for visitors, still there for the admin.
    await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/published`, token: admin, payload: { published: false } });
    assert.equal((await board(id)).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/admin/golf/competitions/${id}/leaderboard`, token: admin })).statusCode, 200);
  });

  test('ending freezes the results: scores refused, the leaderboard unchanged, ending again refused', async () => {
    const { competition: c, parent, u10 } = await competition();
    const id = c.id;
    await score(id, parent.token, u10, 1, 4);
    await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/published`, token: admin, payload: { published: true } });
    const ended = await t.request({ method: 'POST', url: `/admin/golf/competitions/${id}/end`, token: admin });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().competition.state, 'ended');
    const before = (await board(id)).json().leaderboard.divisions;
    const late = await score(id, parent.token, u10, 2, 3);
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().error, 'The competition has ended: its results are final');
    // Even a row written behind the API's back does not move frozen results.
    await t.app.db.insert(golfCompetitionScores).values({ competitionId: id, personId: u10, hole: 3, strokes: 9, enteredBy: parent.id });
    assert.deepEqual((await board(id)).json().leaderboard.divisions, before);
    assert.equal((await t.request({ method: 'POST', url: `/admin/golf/competitions/${id}/end`, token: admin })).statusCode, 409);
    assert.equal((await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/draw`, token: admin, payload: { groups: c.groups.map((group: { teeTime: string; marker: { id: string }; players: Array<{ personId: string }> }) => ({ teeTime: group.teeTime, markerUserId: group.marker.id, personIds: group.players.map((player) => player.personId) })) } })).statusCode, 409);
    // The marker's screen drops an ended competition.
    assert.deepEqual((await t.request({ method: 'GET', url: '/cms/golf/marking', token: parent.token })).json().groups, []);
  });
});

describe('at once', () => {
  test('two markers entering the same group’s scores at once never lose a hole', async () => {
    const { competition: c, parent, u10, u12 } = await competition({ nine: null });
    const id = c.id;
    // The group's marker and an admin (a second phone), each nine holes of both players, all at once.
    const posts = [u10, u12].flatMap((personId) =>
      Array.from({ length: 18 }, (_, at) => score(id, at % 2 ? admin : parent.token, personId, at + 1, 3 + (at % 4))),
    );
    const answers = await Promise.all(posts);
    assert.deepEqual(answers.map((answer) => answer.statusCode), posts.map(() => 200));
    const group = (await t.request({ method: 'GET', url: `/admin/golf/competitions/${id}/leaderboard`, token: admin })).json().leaderboard.divisions.flatMap((division: { rows: Array<{ personId: string; thru: number; gross: number }> }) => division.rows);
    for (const personId of [u10, u12]) {
      const row = group.find((item: { personId: string }) => item.personId === personId);
      assert.equal(row.thru, 18);
      assert.equal(row.gross, Array.from({ length: 18 }, (_, at) => 3 + (at % 4)).reduce((a, b) => a + b, 0));
    }
  });

  test('100 concurrent score posts to one competition: every one answered 200, every hole stored once', async () => {
    const { competition: c, parent, other, adult, u10, u12, u15 } = await competition({ nine: null });
    const id = c.id;
    const all = [u10, u12, u15, other.id, adult.id];
    await t.request({ method: 'PUT', url: `/admin/golf/competitions/${id}/draw`, token: admin, payload: { groups: [{ teeTime: '08:00', markerUserId: parent.id, personIds: all.slice(0, 3) }, { teeTime: '08:10', markerUserId: parent.id, personIds: all.slice(3) }] } });
    // 5 players × 18 holes = 90 scores, and 10 of them sent twice.
    const posts = all.flatMap((personId) => Array.from({ length: 18 }, (_, at) => [personId, at + 1] as const));
    const sends = [...posts, ...posts.slice(0, 10)].map(([personId, hole]) => score(id, parent.token, personId, hole, 4));
    assert.equal(sends.length, 100);
    const answers = await Promise.all(sends);
    assert.deepEqual(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body), []);
    const rows = (await t.request({ method: 'GET', url: `/admin/golf/competitions/${id}/leaderboard`, token: admin })).json().leaderboard.divisions.flatMap((division: { rows: Array<{ thru: number; gross: number }> }) => division.rows);
    assert.deepEqual(rows.map((row: { thru: number; gross: number }) => [row.thru, row.gross]), all.map(() => [18, 72]));
  });
});

describe('the live-updates stream', () => {
  test('a score reaches an open stream as a `golf` event naming the competition', async () => {
    const { competition: c, parent, u10 } = await competition();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/ext/liveupdate/stream' }, resolve).on('error', reject));
    response.setEncoding('utf8');
    let text = '';
    const arrived = new Promise<void>((resolve) => {
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: golf')) resolve();
      });
    });
    try {
      // The stream subscribes on its first open: a score after the answer's headers is heard.
      assert.equal(response.statusCode, 200);
      assert.equal((await score(c.id, parent.token, u10, 1, 4)).statusCode, 200);
      await arrived;
      assert.match(text, new RegExp(`event: golf\\ndata: \\{"competitionId":"${c.id}"\\}`));
    } finally {
      response.destroy();
    }
  });
});
