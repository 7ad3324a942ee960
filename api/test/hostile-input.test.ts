// Hostile input over every operation of the API's own OpenAPI document, as a visitor, a member
// and an admin: no answer may be a 5xx, and every refusal is the {status:'nok', error} envelope
// with the security headers (helmet's, CORS). The variants are generated from the document, so a
// new route is covered without touching this file.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startTestApp, uploadImage, type TestApp } from './helpers.js';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  nullable?: boolean;
}

interface Operation {
  method: string;
  /** OpenAPI path, with {param} placeholders. */
  path: string;
  params: string[];
  query: Array<{ name: string; schema: JsonSchema }>;
  body?: JsonSchema;
  /** Content types the operation documents for its answers. */
  produces: string[];
}

interface Variant {
  label: string;
  /** Path parameter values, already encoded for the URL. */
  params?: Record<string, string>;
  /** The raw query string (without "?"). */
  query?: string;
  /** A raw request body and its content type. */
  body?: string | Buffer;
  contentType?: string;
  /** The path with something appended, already encoded. */
  suffix?: string;
}

const ORIGIN = 'http://localhost:3000';
const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');
const MULTIPART_BOUNDARY = 'hostileboundary';
const TEN_MB_MULTIPART = Buffer.concat([
  Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
  TEN_MB,
  Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`),
]);
const RAW = '__raw_json__';

/** Values as JSON text (so non-finite numbers such as 1e999 can be sent). */
const HOSTILE_VALUES: Array<[string, string]> = [
  ['NUL', JSON.stringify('a\u0000b')],
  ['lone surrogate', JSON.stringify('a\ud800b')],
  ['60k characters', JSON.stringify('x'.repeat(60_000))],
  ['date 0000-01-01', JSON.stringify('0000-01-01')],
  ['date 99999-01-01', JSON.stringify('99999-01-01')],
  ['2^31', String(2 ** 31)],
  ['1e308', '1e308'],
  ['-1e308', '-1e308'],
  ['1e999 (Infinity)', '1e999'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['"1e308"', JSON.stringify('1e308')],
  ['true', 'true'],
  ['object', '{"a":1}'],
  ['array of NUL', JSON.stringify(['a\u0000b'])],
];

const HOSTILE_QUERY: Array<[string, string]> = [
  ['NUL', 'a%00b'],
  ['lone surrogate (CESU-8)', 'a%ED%A0%80b'],
  ['bad percent-encoding', '%E0%A4%A'],
  ['10k characters', 'x'.repeat(10_000)],
  ['date 0000-01-01', '0000-01-01'],
  ['date 99999-01-01', '99999-01-01'],
  ['month 0000-01', '0000-01'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['Infinity', 'Infinity'],
];

const HOSTILE_PATH: Array<[string, string]> = [
  ['NUL', 'a%00b'],
  ['lone surrogate (CESU-8)', 'a%ED%A0%80b'],
  ['bad percent-encoding', '%E0%A4%A'],
  ['lone %', '%'],
  ['300-character id', 'x'.repeat(300)],
  ['5000-character id', 'x'.repeat(5000)],
];

let t: TestApp;
let operations: Operation[];
const tokens: Record<string, string | undefined> = { visitor: undefined };
/** Real ids, so hostile values also reach the writes behind the lookups. */
const ids: Record<string, string> = {};

/** Warnings of the error handler's last resort: a value validation let through to the database. */
const databaseRefusals: string[] = [];

before(async () => {
  t = await startTestApp({
    logger: {
      level: 'warn',
      stream: {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
          if (entry.msg?.includes('database refused')) databaseRefusals.push(line.slice(0, 300));
        },
      },
    },
  });
  const admin = await t.adminToken();
  const member = await t.signUpMember();
  const target = await t.signUpMember();
  tokens.member = member.token;
  tokens.admin = admin;
  ids.user = target.id;
  ids.file = await uploadImage(t, admin);

  const post = async (url: string, token: string, payload: unknown) => {
    const response = await t.request({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.json();
  };
  ids.announcement = (await post('/cms/announcement/create', admin, { title: 'T', content: 'C', displayCreatedBy: 'Club', displayDate: '2030-01-01' })).announcement._id;
  ids.liveUpdate = (await post('/cms/liveupdate/create', admin, { title: 'T', content: 'C' })).liveUpdate._id;
  ids.event = (
    await post('/cms/event/create', admin, {
      name: 'Practice',
      date: '2031-01-01',
      time: '10:00:00',
      duration: '2 hours',
      venue: 'Range',
      maxParticipants: 50,
      priceMember: 100,
      priceNonMember: 150,
      type: 'Practice',
      description: 'Clubs.',
    })
  ).event._id;
  ids.enrollment = (await post(`/cms/event/enroll/${ids.event}`, member.token, { name: 'M', email: 'm@example.hk', phone: '91234567' })).enrollment._id;
  ids.thread = (await post('/cms/discussion/thread/create', member.token, { category: 'chitChat', title: 'T', content: 'C' })).thread._id;
  ids.reply = (await post(`/cms/discussion/thread/reply/create/${ids.thread}`, member.token, { content: 'R' })).reply._id;

  const document = (await t.request({ method: 'GET', url: '/docs/json' })).json();
  operations = Object.entries<Record<string, Record<string, any>>>(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name),
      query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content?.['application/json']?.schema,
      produces: Object.values<any>(op.responses ?? {}).flatMap((response) => Object.keys(response.content ?? {})),
    })),
  );
});
after(() => t.close());

/** A plausible value for a field, by its name first (the formats the document cannot express). */
function sample(name: string, schema: JsonSchema = {}): unknown {
  const byName: Record<string, unknown> = {
    email: 'hostile@test.local',
    password: 'Hostile-Pass-1',
    newPassword: 'Hostile-Pass-2',
    oldPassword: 'not-the-password',
    phone: '91234567',
    countryCode: '+852',
    date: '2031-01-01',
    displayDate: '2031-01-02',
    time: '10:00:00',
    month: '2031-01',
    field: 'fullName',
    value: 'Hostile Name',
    fileId: ids.file,
    imageFileId: ids.file,
    attachments: [ids.file],
    enrollmentId: ids.enrollment,
    userId: ids.user,
    frozen: false,
    type: 'Practice',
    code: `GBEVT:${ids.event}:${ids.enrollment}`,
  };
  if (name in byName) return byName[name];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(name, schema.anyOf[0]);
  switch (schema.type) {
    case 'number':
    case 'integer':
      return 2;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(key, value)]));
    default:
      return 'text';
  }
}

/** The id that makes sense for a path parameter of this path. */
function idFor(path: string, param: string): string {
  if (param === 'threadId') return ids.thread!;
  if (param === 'replyId') return ids.reply!;
  const owners: Array<[RegExp, string]> = [
    [/announcement/, 'announcement'],
    [/liveupdate/, 'liveUpdate'],
    [/discussion/, 'thread'],
    [/event\/enroll/, 'event'],
    [/event/, 'event'],
    [/user/, 'user'],
    [/file/, 'file'],
  ];
  const owner = owners.find(([pattern]) => pattern.test(path));
  return owner ? ids[owner[1]]! : 'no-such-id';
}

function variantsOf(op: Operation): Variant[] {
  const variants: Variant[] = [{ label: 'baseline' }];
  for (const param of op.params) {
    for (const [label, value] of HOSTILE_PATH) variants.push({ label: `path ${param}: ${label}`, params: { [param]: value } });
  }
  for (const { name } of op.query) {
    for (const [label, value] of HOSTILE_QUERY) variants.push({ label: `query ${name}: ${label}`, query: `${name}=${value}` });
    variants.push({ label: `query ${name}: repeated`, query: `${name}=a&${name}=b` });
  }
  if (op.body) {
    const base = sample('body', op.body) as Record<string, unknown>;
    for (const field of Object.keys(op.body.properties ?? {})) {
      for (const [label, raw] of HOSTILE_VALUES) {
        variants.push({ label: `body ${field}: ${label}`, body: JSON.stringify({ ...base, [field]: RAW }).replace(`"${RAW}"`, raw) });
      }
    }
    const baseText = JSON.stringify(base);
    variants.push(
      { label: 'body: NUL in a key', body: `{"a\\u0000":1,${baseText.slice(1)}` },
      { label: 'body: array', body: '[]' },
      { label: 'body: string', body: '"text"' },
      { label: 'body: null', body: 'null' },
      { label: 'body: 50k levels deep', body: `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}` },
      { label: 'body: __proto__', body: `{"__proto__":{"x":1},${baseText.slice(1)}` },
    );
  }
  variants.push(
    { label: 'empty body, JSON content type', body: '', contentType: 'application/json' },
    { label: 'invalid JSON', body: '{"a":', contentType: 'application/json' },
    { label: '10 MB JSON body', body: TEN_MB, contentType: 'application/json' },
    { label: 'bad percent-encoding after the path', suffix: '%E0%A4%A' },
    { label: 'NUL after the path', suffix: '%00' },
  );
  if (op.method === 'POST') {
    variants.push({ label: '10 MB multipart body', body: TEN_MB_MULTIPART, contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` });
  }
  // An event stream answers forever: only what is refused before the handler is sent to it.
  if (op.produces.includes('text/event-stream')) return variants.filter((variant) => variant.params || variant.suffix);
  return variants;
}

function requestFor(op: Operation, variant: Variant, token: string | undefined): InjectOptions {
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => variant.params?.[name] ?? encodeURIComponent(idFor(op.path, name)));
  url += variant.suffix ?? '';
  const query = variant.query ?? op.query.map(({ name, schema }) => `${name}=${encodeURIComponent(String(sample(name, schema)))}`).join('&');
  if (query) url += `?${query}`;
  const headers: Record<string, string> = { origin: ORIGIN, 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload = variant.body;
  if (payload === undefined && op.body) payload = JSON.stringify(sample('body', op.body));
  if (payload !== undefined) headers['content-type'] = variant.contentType ?? 'application/json';
  return { method: op.method as InjectOptions['method'], url, headers, ...(payload !== undefined && { payload }) };
}

/** What is wrong with an answer, or null. */
function problemWith(op: Operation, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 120)}`;
  if (response.headers['x-content-type-options'] !== 'nosniff') return `${response.statusCode} without x-content-type-options`;
  if (response.headers['access-control-allow-origin'] !== ORIGIN) return `${response.statusCode} without access-control-allow-origin`;
  if (response.statusCode < 400) return null;
  // Pages for people (the sandbox checkout) answer a missing checkout with a page, not JSON.
  if (!op.produces.includes('application/json') && String(response.headers['content-type']).startsWith('text/html')) return null;
  if (!String(response.headers['content-type']).startsWith('application/json')) return `${response.statusCode} as ${response.headers['content-type']}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} not JSON: ${response.body.slice(0, 120)}`;
  }
  const { status, error } = body as { status?: unknown; error?: unknown };
  if (status !== 'nok' || typeof error !== 'string' || error.trim() === '' || Object.keys(body as object).some((key) => !['status', 'error', 'result'].includes(key))) {
    return `${response.statusCode} outside the envelope: ${response.body.slice(0, 120)}`;
  }
  return null;
}

test('hostile input over every documented operation: never a 5xx, every refusal in the envelope with the security headers', async () => {
  assert.ok(operations.length >= 70, `the document lists ${operations.length} operations`);
  // Writes that remove the fixtures go last, so the other operations still find them.
  const ordered = [...operations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  let sent = 0;
  let serverErrors = 0;
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  for (const role of ['visitor', 'member', 'admin']) {
    for (const op of ordered) {
      for (const variant of variantsOf(op)) {
        // HOSTILE_TRACE=1 names each request before it is sent: the last one named is the one that hangs.
        if (process.env.HOSTILE_TRACE) console.log(role, op.method, op.path, variant.label);
        const response = await t.app.inject(requestFor(op, variant, tokens[role]));
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) serverErrors += 1;
        const problem = problemWith(op, response);
        if (problem) problems.push(`${role} ${op.method} ${op.path} [${variant.label}] → ${problem}`);
      }
    }
  }
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `hostile input: ${sent} requests over ${operations.length} operations as visitor, member and admin; ${serverErrors} answered 5xx; ` +
      `${problems.length} problems; ${databaseRefusals.length} values refused by the database instead of validation (${byStatus})`,
  );
  for (const line of [...problems, ...databaseRefusals].slice(0, 40)) console.log(`  ${line}`);
  assert.equal(serverErrors, 0, 'no hostile request gets a 5xx');
  assert.deepEqual(problems, [], 'every answer carries the security headers; every refusal is the envelope');
  assert.deepEqual(databaseRefusals, [], 'validation refuses every hostile value before the database sees it');
});
