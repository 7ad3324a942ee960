// A club five years old with 2,000 members, for measuring the admin dashboard (issue 43) at the
// volume it must answer within 200 ms. Set-based SQL (generate_series), the same on PGlite and
// PostgreSQL, deterministic (no random(): the same club every run), about a minute on PGlite.
//
// What it makes, over the five years before `now`:
//   2,000 accounts joined evenly over the years; 3 in 4 took the annual membership, renewed for
//   1 to 6 years (so some are active, some expiring, many lapsed); 700 families with 1 or 2
//   juniors each, two families in three with the juniors' own membership; 3 events a week (Tuesday practice, Thursday coaching, Saturday event) and the
//   next three months of them; 15 enrolments an event (online, cash, transfer, free practice,
//   and some unpaid), 85 % of past entries checked in, 2 % refunded; a membership payment per
//   member-year; waiting lists on the full upcoming events; 400 forum reports (1 in 10 open);
//   120,000 mails (1 in 100 failed).
import type { Database } from '../src/db/client.js';

export const CLUB = { members: 2000, families: 700, years: 5, enrolmentsPerEvent: 15, mails: 120_000, reports: 400 } as const;

export async function fillClub(database: Database, now = new Date()): Promise<Record<string, number>> {
  const at = now.toISOString();
  await database.rawTransaction(async (raw) => {
    const run = (text: string) => raw.query(text, text.includes('$1') ? [at] : []);
    // Members: account i joined i/2000 of the way through the five years.
    await run(`
      INSERT INTO users (email, full_name, phone, annual_membership_activated, annual_membership_expired_at, member_since, created_at)
      SELECT 'bench' || i || '@club.test', 'Member ' || i, '9' || lpad(i::text, 7, '0'),
             i % 4 <> 0,
             CASE WHEN i % 4 <> 0 THEN joined + ((1 + i % 6) || ' years')::interval END,
             joined, joined
        FROM (SELECT i, $1::timestamptz - interval '5 years' + (i * interval '5 years' / ${CLUB.members}) AS joined
                FROM generate_series(1, ${CLUB.members}) AS i) m`);
    // Families: guardians are every third member; juniors born 4 to 17 years ago.
    await run(`
      INSERT INTO families (id, created_at) SELECT 'bench-family-' || f, $1::timestamptz - (f || ' days')::interval FROM generate_series(1, ${CLUB.families}) AS f`);
    await run(`
      INSERT INTO family_guardians (family_id, user_id)
      SELECT 'bench-family-' || f, u.id FROM generate_series(1, ${CLUB.families}) AS f JOIN users u ON u.email = 'bench' || (f * 2) || '@club.test'`);
    await run(`
      INSERT INTO people (family_id, name_en, date_of_birth, membership_activated, membership_expired_at, created_at)
      SELECT 'bench-family-' || f, 'Junior ' || f || '-' || k, ($1::timestamptz - ((4 + (f * 7 + k * 5) % 14) || ' years')::interval - (f % 300 || ' days')::interval)::date,
             f % 3 <> 0, CASE WHEN f % 3 <> 0 THEN $1::timestamptz + ((f * 13 % 700) - 300 || ' days')::interval END,
             $1::timestamptz - (f * 2 || ' days')::interval
        FROM generate_series(1, ${CLUB.families}) AS f, generate_series(1, 2) AS k
       WHERE k = 1 OR f % 2 = 0`);
    // Events: three a week from five years ago to three months ahead.
    await run(`
      INSERT INTO events (id, name, description, date, time, duration, venue, max_participants, current_participants, price_member_cents, price_non_member_cents, type)
      SELECT 'bench-event-' || n, kind.name || ' ' || to_char(day, 'YYYY-MM-DD'), 'Bench event', day, kind.time, '2h', 'Club range',
             20, 0, kind.price, kind.price + 5000, kind.type
        FROM (SELECT row_number() OVER () AS n, day, kind
                FROM generate_series(($1::timestamptz - interval '5 years')::date, ($1::timestamptz + interval '3 months')::date, interval '1 day') AS day,
                     LATERAL (SELECT extract(isodow FROM day)::int AS dow) d,
                     LATERAL (VALUES (2), (4), (6)) AS k(kind)
               WHERE d.dow = k.kind) e,
             LATERAL (SELECT CASE e.kind WHEN 2 THEN 'Tuesday practice' WHEN 4 THEN 'Thursday coaching' ELSE 'Saturday event' END AS name,
                             CASE e.kind WHEN 6 THEN time '09:00' ELSE time '18:30' END AS time,
                             CASE e.kind WHEN 2 THEN 10000 WHEN 4 THEN 25000 ELSE 40000 END AS price,
                             CASE e.kind WHEN 2 THEN 'Practice' WHEN 4 THEN 'Coaching' ELSE 'Event' END AS type) kind`);
    // Enrolments: 15 members an event (distinct: 97 and 2,000 share no factor), enrolled 10 days
    // before it; how each paid follows k; 85 % of past ones checked in.
    await run(`
      INSERT INTO enrollments (id, event_id, user_id, person_id, full_name, email, phone, price_cents, payment_status, paid_with, paid_at, checked_in_at, created_at)
      SELECT 'bench-enrol-' || e.n || '-' || k, e.id, u.id, u.id, u.full_name, u.email, u.phone, e.price_member_cents,
             CASE WHEN k = 15 THEN 'Pending' ELSE 'Paid' END,
             CASE WHEN k = 15 THEN NULL WHEN k <= 9 THEN 'payment' WHEN k <= 11 THEN 'cash' WHEN k <= 13 THEN 'bankTransfer' ELSE 'freePractice' END,
             CASE WHEN k = 15 THEN NULL ELSE e.date - interval '9 days' END,
             CASE WHEN e.date < $1::timestamptz::date AND (e.n + k) % 7 <> 0 AND k <> 15 THEN e.date + e.time - interval '8 hours' END,
             e.date - interval '10 days'
        FROM (SELECT id, date, time, price_member_cents, substring(id FROM 13)::int AS n FROM events WHERE id LIKE 'bench-event-%') e,
             generate_series(1, ${CLUB.enrolmentsPerEvent}) AS k,
             LATERAL (SELECT id, full_name, email, phone FROM users WHERE email = 'bench' || (1 + (e.n * 131 + k * 97) % ${CLUB.members}) || '@club.test') u`);
    await run(`
      UPDATE events e SET current_participants = c.taken
        FROM (SELECT event_id, count(*)::int AS taken FROM enrollments GROUP BY event_id) c WHERE c.event_id = e.id`);
    // Online payments of the online places, and a membership payment per member-year.
    await run(`
      INSERT INTO payments (id, user_id, purpose, enrollment_id, description, amount_cents, provider, checkout_url, return_path, status, created_at, paid_at)
      SELECT 'bench-pay-' || n.id, n.user_id, 'enrollment', n.id, 'Bench enrolment', n.price_cents, 'sandbox', 'http://bench', '/', 'paid', n.paid_at, n.paid_at
        FROM enrollments n WHERE n.paid_with = 'payment' AND n.price_cents > 0`);
    await run(`
      INSERT INTO payments (id, user_id, purpose, membership_mode, description, amount_cents, provider, checkout_url, return_path, status, created_at, paid_at)
      SELECT 'bench-membership-' || u.id || '-' || y, u.id, 'membership', CASE WHEN y = 0 THEN 'join' ELSE 'renew' END, 'Bench membership', 50000, 'sandbox', 'http://bench', '/', 'paid',
             u.member_since + (y || ' years')::interval, u.member_since + (y || ' years')::interval
        FROM users u, generate_series(0, 5) AS y
       WHERE u.annual_membership_activated AND u.email LIKE 'bench%'
         AND u.member_since + (y || ' years')::interval < u.annual_membership_expired_at
         AND u.member_since + (y || ' years')::interval <= $1::timestamptz`);
    // 2 % of the places refunded: the enrolment goes, its refund row stays.
    await run(`
      INSERT INTO enrollment_refunds (enrollment_id, event_id, user_id, full_name, email, amount_cents, paid_with, payment_id, refunded_by, refunded_at)
      SELECT n.id, n.event_id, n.user_id, n.full_name, n.email, n.price_cents, n.paid_with, p.id, n.user_id, n.paid_at + interval '2 days'
        FROM enrollments n LEFT JOIN payments p ON p.enrollment_id = n.id
       WHERE n.paid_with IN ('payment', 'cash', 'bankTransfer') AND hashtext(n.id) % 50 = 0`);
    await run(`UPDATE payments SET refunded_at = r.refunded_at FROM enrollment_refunds r WHERE r.payment_id = payments.id`);
    await run(`DELETE FROM enrollments n USING enrollment_refunds r WHERE r.enrollment_id = n.id`);
    await run(`
      UPDATE events e SET current_participants = coalesce((SELECT count(*) FROM enrollments n WHERE n.event_id = e.id), 0) WHERE e.id LIKE 'bench-event-%'`);
    // Waiting lists: the upcoming Saturday events made full, five waiting on each.
    await run(`UPDATE events SET max_participants = current_participants WHERE id LIKE 'bench-event-%' AND date >= $1::timestamptz::date AND name LIKE 'Saturday%' AND current_participants > 0`);
    await run(`
      INSERT INTO event_waitlist (event_id, user_id, person_id, created_at)
      SELECT e.id, u.id, u.id, $1::timestamptz - (k || ' hours')::interval
        FROM events e, generate_series(1, 5) AS k,
             LATERAL (SELECT id FROM users WHERE email = 'bench' || (1 + (substring(e.id FROM 13)::int * 53 + k * 389 + 7) % ${CLUB.members}) || '@club.test') u
       WHERE e.id LIKE 'bench-event-%' AND e.date >= $1::timestamptz::date AND e.name LIKE 'Saturday%'
      ON CONFLICT DO NOTHING`);
    // Forum reports, 1 in 10 still open; 120,000 mails over five years, 1 in 100 failed.
    await run(`
      INSERT INTO forum_reports (target_type, target_id, reporter_id, reason, created_at, resolved_at)
      SELECT CASE WHEN r % 3 = 0 THEN 'reply' ELSE 'thread' END, 'bench-post-' || (r / 2), u.id, 'spam',
             $1::timestamptz - (r || ' days')::interval, CASE WHEN r % 10 <> 0 THEN $1::timestamptz - (r || ' days')::interval + interval '1 day' END
        FROM generate_series(1, ${CLUB.reports}) AS r
        JOIN users u ON u.email = 'bench' || (1 + r * 7 % ${CLUB.members}) || '@club.test'`);
    await run(`
      INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, status, attempts, created_at, sent_at)
      SELECT 'bench', 'bench' || (1 + m % ${CLUB.members}) || '@club.test', 'zh', 'Bench mail ' || m, 'Hello', '<p>Hello</p>',
             CASE WHEN m % 100 = 0 THEN 'failed' ELSE 'sent' END, 1,
             $1::timestamptz - (m * interval '5 years' / ${CLUB.mails}), $1::timestamptz - (m * interval '5 years' / ${CLUB.mails})
        FROM generate_series(1, ${CLUB.mails}) AS m`);
  });
  // Fresh statistics, as autovacuum would have them on a club that grew over five years.
  await database.rawTransaction((raw) => raw.exec('ANALYZE'));
  const counts: Record<string, number> = {};
  for (const table of ['users', 'people', 'events', 'enrollments', 'payments', 'enrollment_refunds', 'event_waitlist', 'forum_reports', 'mail_outbox']) {
    const [row] = await database.rawTransaction((raw) => raw.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`));
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}
