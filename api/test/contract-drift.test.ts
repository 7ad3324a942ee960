// The served OpenAPI document and the contract package must describe the same shapes: a route
// that hand-writes its own copy of a contract schema (or changes one) fails here.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { announcementSchema } from '@golf/contract/announcements';
import { enrollmentSchema, eventSchema } from '@golf/contract/event-shapes';
import { replySchema, threadSchema } from '@golf/contract/forum';
import { liveUpdateSchema } from '@golf/contract/live-updates';
import { adminUserSchema, profileSchema } from '@golf/contract/profile';
import { sessionSchema } from '@golf/contract/sessions';
import { startTestApp, type TestApp } from './helpers.js';

type JsonSchema = Record<string, unknown>;

let t: TestApp;
let paths: Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { schema: JsonSchema } } }> }>>;

before(async () => {
  t = await startTestApp();
  paths = (await t.request({ method: 'GET', url: '/docs/json' })).json().paths;
});
after(() => t.close());

/** Descriptions and generator details do not make two shapes different; fields, types and enums do. */
function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!schema || typeof schema !== 'object') return schema;
  const kept = Object.entries(schema as JsonSchema).filter(([key]) => !['description', '$schema', 'additionalProperties', 'title'].includes(key));
  return Object.fromEntries(kept.map(([key, value]) => [key, key === 'required' ? [...(value as string[])].sort() : normalize(value)]));
}

function served(method: string, path: string, ...property: string[]): unknown {
  let schema: JsonSchema = paths[path]![method]!.responses['200']!.content['application/json'].schema;
  for (const name of property) {
    // 'anyOfN': the Nth shape of a route that answers one of several (one enrolment or a family's).
    if (name.startsWith('anyOf')) schema = (schema.anyOf as JsonSchema[])[Number(name.slice('anyOf'.length))]!;
    else schema = name === '[]' ? (schema.items as JsonSchema) : ((schema.properties as JsonSchema)[name] as JsonSchema);
  }
  return normalize(schema);
}

const contract = (schema: z.ZodType) => normalize(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }));

const uses: Array<[string, z.ZodType, string, string, ...string[]]> = [
  ['the profile of /cms/auth/me', profileSchema, 'get', '/cms/auth/me', 'data'],
  ['the profile answered by a profile update', profileSchema, 'put', '/cms/profile/me/profile', 'data'],
  ['the users of the admin list', adminUserSchema, 'get', '/admin/user/list', 'users', '[]'],
  ['the announcements of the public list', announcementSchema, 'get', '/ext/announcement/list', 'announcements', '[]'],
  ['the announcements of the admin list', announcementSchema, 'get', '/admin/announcement/list', 'announcements', '[]'],
  ['the live updates', liveUpdateSchema, 'get', '/ext/liveupdate/list', 'liveUpdates', '[]'],
  ['the threads of the forum list', threadSchema, 'get', '/cms/discussion/thread/list', 'threads', '[]'],
  ['the replies of a thread', replySchema, 'get', '/ext/discussion/thread/reply/list/{id}', 'replies', '[]'],
  ['the events of the calendar', eventSchema, 'get', '/ext/event/calendar', 'events', '[]'],
  ['the event of the detail', eventSchema, 'get', '/cms/event/get/{id}', 'event'],
  ['an enrolment', enrollmentSchema, 'post', '/cms/event/enroll/{id}', 'anyOf0', 'enrollment'],
  ["a family's enrolments", enrollmentSchema, 'post', '/cms/event/enroll/{id}', 'anyOf1', 'enrollments', '[]'],
  ['the signed-in sessions', sessionSchema, 'get', '/cms/auth/sessions', 'sessions', '[]'],
];

for (const [what, schema, method, path, ...property] of uses) {
  test(`${what} is the contract's shape`, () => {
    assert.ok(paths[path]?.[method], `${method.toUpperCase()} ${path} is in the OpenAPI document`);
    assert.deepEqual(served(method, path, ...property), contract(schema));
  });
}

test('the check can fail: a shape with one field more is told apart', () => {
  assert.notDeepEqual(served('get', '/cms/auth/me', 'data'), contract(profileSchema.extend({ extra: z.string() })));
});
