// The opening rush (issue 34): registration for a popular event opens and 500 members press
// "Enrol" within seconds of each other, through Caddy and two API processes on PostgreSQL. There
// are 100 places: exactly 100 must be enrolled; every other member hears the event is full, in
// their own language, and joins the waiting list, as the event page offers; nothing answers 5xx.
//
// The members are made straight in the database and given their sessions (tokens signed with the
// API's JWT_SECRET), so the figure is the enrolment's alone, not 500 password hashes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { ROOT } from '../apps.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const hkDay = (offset) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The API's "full" refusal in each language, from its own catalogue. */
function fullMessages() {
  const catalogue = readFileSync(path.join(ROOT, 'api/src/events/messages.ts'), 'utf8');
  const texts = [...catalogue.matchAll(/'events\.enrolmentFull': '([^']+)'/g)].map((match) => match[1]);
  const en = texts.find((text) => /^[\x20-\x7e]+$/.test(text));
  const zh = texts.find((text) => text !== en);
  if (!en || !zh) throw new Error('the "full" refusal is not in api/src/events/messages.ts in both languages');
  return { en, zh };
}

async function call(apiUrl, method, pathname, { token, body, language = 'en' } = {}) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/${pathname}`, {
    method,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's error page is not JSON: kept as text in the figures.
  }
  return { status: response.status, json, text, ms: performance.now() - started };
}

/**
 * @param {object} options
 * @param {string} options.apiUrl the API as browsers reach it (Caddy)
 * @param {(statement: string) => string} options.sql the topology's database
 * @param {string} options.jwtSecret the API processes' JWT_SECRET
 * @param {{ email: string, password: string }} options.admin
 * @param {number} [options.members]
 * @param {number} [options.places]
 * @param {number} [options.windowMs] every member presses Enrol at a random moment within it
 */
export async function openingRush({ apiUrl, sql, jwtSecret, admin, members = 500, places = 100, windowMs = 10_000, log = () => {} }) {
  const full = fullMessages();
  const signIn = await call(apiUrl, 'POST', 'ext/auth/signin', { body: admin });
  if (signIn.status !== 200) throw new Error(`the admin could not sign in: ${signIn.status} ${signIn.text}`);
  const created = await call(apiUrl, 'POST', 'cms/event/create', {
    token: signIn.json.token,
    body: { name: 'Opening rush: junior open day', date: hkDay(14), time: '09:00:00', duration: '4 hours', venue: 'Fanling', maxParticipants: places, priceMember: 100, priceNonMember: 150, type: 'Practice', description: 'Registration opens at 20:00.', allowRegistration: true },
  });
  if (created.status !== 200) throw new Error(`the event could not be made: ${created.status} ${created.text}`);
  const eventId = created.json.event._id;

  log(`making ${members} members in the database`);
  const rows = sql(
    `WITH made AS (
       INSERT INTO users (email, full_name, phone, language)
       SELECT 'rush' || g || '@bench.test', 'Rush Member ' || g, '9' || lpad(g::text, 7, '0'), CASE WHEN g % 2 = 0 THEN 'en' ELSE 'zh' END
       FROM generate_series(1, ${members}) AS g
       RETURNING id, email, full_name, phone, language
     ), signed_in AS (
       INSERT INTO sessions (user_id, device) SELECT id, 'bench' FROM made RETURNING id, user_id
     )
     SELECT made.id, signed_in.id, email, full_name, phone, language FROM made JOIN signed_in ON signed_in.user_id = made.id`,
  )
    .split('\n')
    .map((line) => line.split('|'));
  const key = new TextEncoder().encode(jwtSecret);
  const people = await Promise.all(
    rows.map(async ([id, sessionId, email, fullName, phone, language]) => ({
      email,
      fullName,
      phone,
      language,
      token: await new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setIssuer('golf-api').setIssuedAt().setExpirationTime('1h').sign(key),
    })),
  );

  log(`${members} members press Enrol within ${windowMs / 1000} s for ${places} places`);
  const enrolCalls = [];
  const waitlistCalls = [];
  const outcomes = { enrolled: 0, refusedFull: 0, refusedFullWrongText: 0, waitlisted: 0, other: [] };
  const started = performance.now();
  await Promise.all(
    people.map(async (person) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * windowMs));
      const enrol = await call(apiUrl, 'POST', `cms/event/enroll/${eventId}`, { token: person.token, language: person.language, body: { name: person.fullName, email: person.email, phone: person.phone, remarks: null } });
      enrolCalls.push(enrol);
      if (enrol.status === 200) {
        outcomes.enrolled += 1;
        return;
      }
      if (enrol.status === 409 && enrol.json?.error === full[person.language]) outcomes.refusedFull += 1;
      else if (enrol.status === 409 && Object.values(full).includes(enrol.json?.error)) outcomes.refusedFullWrongText += 1;
      else return void outcomes.other.push(`enrol ${enrol.status} ${enrol.text.slice(0, 120)}`);
      // The page then offers the waiting list.
      const join = await call(apiUrl, 'POST', `cms/event/waitlist/${eventId}`, { token: person.token, language: person.language });
      waitlistCalls.push(join);
      if (join.status === 200) outcomes.waitlisted += 1;
      else outcomes.other.push(`waitlist ${join.status} ${join.text.slice(0, 120)}`);
    }),
  );
  const elapsedMs = performance.now() - started;

  const stored = {
    enrolments: Number(sql(`SELECT count(*) FROM enrollments WHERE event_id = '${eventId}'`)),
    participants: Number(sql(`SELECT current_participants FROM events WHERE id = '${eventId}'`)),
    waitingList: Number(sql(`SELECT count(*) FROM event_waitlist WHERE event_id = '${eventId}'`)),
  };
  const latency = (calls) => {
    const sorted = calls.map((entry) => entry.ms).sort((a, b) => a - b);
    return sorted.length ? { p50Ms: Math.round(percentile(sorted, 50)), p95Ms: Math.round(percentile(sorted, 95)), p99Ms: Math.round(percentile(sorted, 99)), maxMs: Math.round(sorted.at(-1)) } : null;
  };
  const statuses = {};
  for (const entry of [...enrolCalls, ...waitlistCalls]) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
  const serverErrors = [...enrolCalls, ...waitlistCalls].filter((entry) => entry.status >= 500).length;
  const result = {
    members,
    places,
    windowMs,
    elapsedMs: Math.round(elapsedMs),
    outcomes: { ...outcomes, other: outcomes.other.slice(0, 10), otherCount: outcomes.other.length },
    stored,
    enrolCall: latency(enrolCalls),
    waitlistCall: latency(waitlistCalls),
    statuses,
    serverErrors,
  };
  result.ok =
    stored.enrolments === places &&
    stored.participants === places &&
    outcomes.enrolled === places &&
    outcomes.refusedFull === members - places &&
    outcomes.waitlisted === members - places &&
    stored.waitingList === members - places &&
    serverErrors === 0 &&
    elapsedMs <= 60_000;
  return result;
}
