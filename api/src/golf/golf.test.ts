// Golf (issue 41, DESIGN §12): courses and tees (admin CRUD, public read), rounds recorded on a
// phone under the phone's id (stored once however often sent), and the practice index. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { POSTGRES_ONLY, startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { DEMO_COURSES, DEMO_SOURCE } from './seed.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
after(() => t.close());

const course = (overrides: Record<string, unknown> = {}) => ({ ...structuredClone(DEMO_COURSES[0]!), ...overrides });
const createCourse = (body: unknown, token = admin, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/admin/golf/courses', token, payload: body as object, language });

function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe('courses and tees', () => {
  test('the admin adds, corrects and deletes a course; everyone reads it', async () => {
    const added = await createCourse(course());
    assert.equal(added.statusCode, 200, added.body);
    const saved = added.json().course;
    assert.deepEqual(saved.name, { zh: '滘西洲北場', en: 'Kau Sai Chau North' });
    assert.equal(saved.tees.length, 2);
    assert.equal(saved.tees[0].holes.length, 18);
    assert.deepEqual(saved.tees[0].ratings.front, { courseRating: 35.2, slope: 123 });
    assert.equal(saved.tees[0].source, DEMO_SOURCE);

    const list = await t.request({ method: 'GET', url: '/ext/golf/courses' });
    assert.ok(list.json().courses.some((item: { id: string }) => item.id === saved.id));
    const one = await t.request({ method: 'GET', url: `/ext/golf/courses/${saved.id}` });
    assert.equal(one.json().course.tees[1].name, 'Red');

    // The whole form: the blue tee corrected in place (same id), the red removed, a white added.
    const blue = { ...saved.tees[0], name: 'Blue (new)', ratings: { ...saved.tees[0].ratings, full: { courseRating: 70.4, slope: 126 } } };
    const white = { ...course().tees[1], name: 'White', colour: '#FFFFFF' };
    const corrected = await t.request({ method: 'PUT', url: `/admin/golf/courses/${saved.id}`, token: admin, payload: { name: { zh: '北場', en: 'North' }, tees: [blue, white] } });
    assert.equal(corrected.statusCode, 200, corrected.body);
    const after = corrected.json().course;
    assert.equal(after.tees[0].id, saved.tees[0].id);
    assert.deepEqual(after.tees[0].ratings.full, { courseRating: 70.4, slope: 126 });
    assert.equal(after.tees[1].colour, '#ffffff');
    assert.equal(after.tees.length, 2);

    assert.equal((await t.request({ method: 'DELETE', url: `/admin/golf/courses/${saved.id}`, token: admin })).statusCode, 200);
    const gone = await t.request({ method: 'GET', url: `/ext/golf/courses/${saved.id}`, language: 'zh' });
    assert.equal(gone.statusCode, 404);
    assert.deepEqual(gone.json(), { status: 'nok', error: '找不到此球場' });
  });

  const hole = { par: 4, strokeIndex: 1 };
  const refusals: Array<[string, (body: ReturnType<typeof course>) => unknown, string]> = [
    ['a blank English name', (body) => ({ ...body, name: { zh: '北場', en: '  ' } }), 'Enter the course name in Chinese and in English'],
    ['no tees', (body) => ({ ...body, tees: [] }), 'A course has at least one tee'],
    ['17 holes', (body) => ({ ...body, tees: [{ ...body.tees[0], holes: body.tees[0]!.holes.slice(1) }] }), 'A tee has 18 holes, each with a par and a stroke index'],
    ['a stroke index used twice', (body) => ({ ...body, tees: [{ ...body.tees[0], holes: Array(18).fill(hole) }] }), 'Each stroke index from 1 to 18 is used once'],
    ['par 7', (body) => ({ ...body, tees: [{ ...body.tees[0], holes: body.tees[0]!.holes.map((h, at) => (at ? h : { ...h, par: 7 })) }] }), 'A hole’s par is 3, 4, 5 or 6'],
    ['slope 200', (body) => ({ ...body, tees: [{ ...body.tees[0], ratings: { ...body.tees[0]!.ratings, full: { courseRating: 70, slope: 200 } } }] }), 'A Slope Rating is a whole number from 55 to 155'],
    ['a rating as text', (body) => ({ ...body, tees: [{ ...body.tees[0], ratings: { ...body.tees[0]!.ratings, front: { courseRating: '35', slope: 120 } } }] }), 'Enter a Course Rating the association publishes (18 holes: 50–90, a nine: 25–45)'],
    ['a colour that is not #RRGGBB', (body) => ({ ...body, tees: [{ ...body.tees[0], colour: 'red;background:url(x)' }] }), 'Choose the tee’s colour (#RRGGBB)'],
    ['a date that is no date', (body) => ({ ...body, tees: [{ ...body.tees[0], effectiveFrom: '2026-02-30' }] }), 'Enter a date (YYYY-MM-DD)'],
    ['no source', (body) => ({ ...body, tees: [{ ...body.tees[0], source: '' }] }), 'Say where the ratings come from'],
  ];
  for (const [name, change, message] of refusals) {
    test(`refuses ${name}`, async () => {
      const response = await createCourse(change(course()));
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { status: 'nok', error: message });
    });
  }

  test('hostile bodies are 4xx, never 500; messages in Chinese', async () => {
    for (const body of [null, [], 'x', { name: 'x' }, { name: { zh: 1, en: [] }, tees: {} }, { ...course(), tees: Array(9).fill(course().tees[0]) }]) {
      const response = await t.request({ method: 'POST', url: '/admin/golf/courses', token: admin, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${JSON.stringify(body)} → ${response.statusCode}`);
      assert.equal(response.json().status, 'nok');
    }
    assert.equal((await createCourse({ ...course(), tees: [] }, admin, 'zh')).json().error, '每個球場最少要有一個發球台');
    const huge = await createCourse({ ...course(), name: { zh: 'x'.repeat(101), en: 'x' } });
    assert.equal(huge.statusCode, 400);
    assert.equal((await t.request({ method: 'PUT', url: '/admin/golf/courses/nope', token: admin, payload: course() })).statusCode, 404);
    const longId = await t.request({ method: 'DELETE', url: `/admin/golf/courses/${'x'.repeat(201)}`, token: admin });
    assert.ok([400, 414].includes(longId.statusCode), String(longId.statusCode));
    assert.equal(longId.json().status, 'nok');
  });

  test('changing courses is for admins only: 401 for a visitor, 403 for a member, before the body is read', async () => {
    assert.equal((await createCourse({}, '')).statusCode, 401);
    const member = await t.signUpMember();
    assert.equal((await createCourse(course(), member.token)).statusCode, 403);
    assert.equal((await t.request({ method: 'DELETE', url: '/admin/golf/courses/x', token: member.token })).statusCode, 403);
  });
});

describe('rounds and the practice index', () => {
  let teeId: string;
  let courseId: string;
  let member: TestMember;
  before(async () => {
    const saved = (await createCourse(course({ name: { zh: '滘西洲南場', en: 'Kau Sai Chau South' } }))).json().course;
    courseId = saved.id;
    teeId = saved.tees[0].id;
    member = await t.signUpMember();
  });
  const round = (overrides: Record<string, unknown> = {}) => ({ teeId, playedOn: '2026-05-01', strokes: Array(18).fill(5), ...overrides });
  const put = (id: string, body: unknown, token = member.token) => t.request({ method: 'PUT', url: `/cms/golf/rounds/${id}`, token, payload: body as object });
  const record = async (token = member.token, personId?: string) =>
    (await t.request({ method: 'GET', url: `/cms/golf/record${personId ? `?personId=${personId}` : ''}`, token })).json().record;

  test('a round sent twice under one id is stored once; three make a practice index', async () => {
    const id = randomUUID();
    const first = await put(id, round());
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { status: 'ok', id, created: true });
    assert.deepEqual((await put(id, round())).json(), { status: 'ok', id, created: false });
    let mine = await record();
    assert.equal(mine.rounds.length, 1);
    assert.equal(mine.practiceIndex, null);
    // Par 70, Course Rating 70.1, Slope 124: 90 → 113/124 × (90 − 70.1) = 18.1.
    assert.deepEqual({ ...mine.rounds[0], id: undefined }, {
      id: undefined, personId: null, courseId, courseName: { zh: '滘西洲南場', en: 'Kau Sai Chau South' }, teeName: 'Blue', teeColour: '#1f4e9c',
      playedOn: '2026-05-01', nine: null, kind: 'practice', par: 70, gross: 90, adjustedGross: 90, differential: 18.1, waiting: false,
    });
    await put(randomUUID(), round({ playedOn: '2026-05-02', strokes: Array(18).fill(6) }));
    await put(randomUUID(), round({ playedOn: '2026-05-03', strokes: [...Array(17).fill(5), 12] }));
    mine = await record();
    assert.equal(mine.rounds.length, 3);
    assert.equal(mine.rounds[0].playedOn, '2026-05-03', 'newest first');
    // The 12 on a par 4 counts as par + 5 = 9 (no index yet): 94 → 21.8; index = lowest (18.1) − 2.0.
    assert.equal(mine.rounds[0].gross, 97);
    assert.equal(mine.rounds[0].adjustedGross, 94);
    assert.equal(mine.rounds[0].differential, 21.8);
    assert.equal(mine.practiceIndex, 16.1);
    assert.equal(mine.history.length, 3);
  });

  test('the same id with another round is refused (409); a nine is 9 holes; bad rounds are 400', async () => {
    const id = randomUUID();
    await put(id, round({ playedOn: '2026-04-01' }));
    const other = await put(id, round({ playedOn: '2026-04-02' }));
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().error, 'This round was recorded differently already');
    const stranger = await t.signUpMember();
    assert.equal((await put(id, round({ playedOn: '2026-04-01' }), stranger.token)).statusCode, 409);
    assert.equal((await record(stranger.token)).rounds.length, 0);

    const nine = await put(randomUUID(), round({ nine: 'back', strokes: Array(9).fill(5) }));
    assert.equal(nine.statusCode, 200, nine.body);
    const cases: Array<[string, unknown, number, string]> = [
      ['not a UUID', round(), 400, 'A round’s id is the one the app made for it'],
      [randomUUID(), round({ strokes: Array(9).fill(5) }), 400, 'Enter every hole’s strokes: 18, or 9 for a nine'],
      [randomUUID(), round({ strokes: [0, ...Array(17).fill(5)] }), 400, 'Each hole’s strokes are a number from 1 to 20'],
      [randomUUID(), round({ strokes: ['5', ...Array(17).fill(5)] }), 400, 'Each hole’s strokes are a number from 1 to 20'],
      [randomUUID(), round({ teeId: 'missing' }), 400, 'Tee not found'],
      [randomUUID(), round({ playedOn: bornYearsAgo(-1) }), 400, 'A round cannot be played in the future'],
      [randomUUID(), round({ nine: 'middle', strokes: Array(9).fill(5) }), 400, 'A nine is the front or the back nine'],
      [randomUUID(), { ...round(), strokes: 'x'.repeat(10_000) }, 400, 'Each hole’s strokes are a number from 1 to 20'],
    ];
    for (const [roundId, body, status, message] of cases) {
      const response = await put(roundId, body);
      assert.equal(response.statusCode, status, `${roundId}: ${response.body}`);
      assert.equal(response.json().error, message);
    }
    assert.equal((await t.request({ method: 'PUT', url: `/cms/golf/rounds/${randomUUID()}`, payload: round() })).statusCode, 401);
  });

  test('a guardian records a junior’s round; another family cannot read or record it', async () => {
    const parent = await t.signUpMember();
    const junior = (await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: bornYearsAgo(11) } })).json().junior;
    const saved = await put(randomUUID(), round({ personId: junior._id }), parent.token);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await record(parent.token, junior._id)).rounds.length, 1);
    assert.equal((await record(parent.token)).rounds.length, 0, 'the guardian’s own rounds are their own');
    const other = await t.signUpMember();
    assert.equal((await put(randomUUID(), round({ personId: junior._id }), other.token)).statusCode, 403);
    const peek = await t.request({ method: 'GET', url: `/cms/golf/record?personId=${junior._id}`, token: other.token });
    assert.equal(peek.statusCode, 403);
  });

  test('a tee or course with rounds is kept', async () => {
    const saved = (await t.request({ method: 'GET', url: `/ext/golf/courses/${courseId}` })).json().course;
    const dropped = await t.request({ method: 'PUT', url: `/admin/golf/courses/${courseId}`, token: admin, payload: { name: saved.name, tees: [saved.tees[1]] } });
    assert.equal(dropped.statusCode, 409);
    assert.equal((await t.request({ method: 'DELETE', url: `/admin/golf/courses/${courseId}`, token: admin })).statusCode, 409);
  });

  test('the same round posted 20 times at once is stored once', POSTGRES_ONLY, async () => {
    const player = await t.signUpMember();
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(id, round(), player.token)));
    assert.deepEqual([...new Set(answers.map((answer) => answer.statusCode))], [200]);
    assert.equal(answers.filter((answer) => answer.json().created).length, 1);
    const mine = await record(player.token);
    assert.equal(mine.rounds.length, 1);
    assert.equal(mine.rounds[0].gross, 90);
  });
});
