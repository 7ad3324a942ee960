import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_EVENT_ROWS,
  EXPIRING_WITHIN_DAYS,
  UNPAID_AFTER_DAYS,
  type DashboardPanels,
  type WaitingItem,
} from '@golf/contract/dashboard';
import type { Db } from '../db/client.js';
import type { PanelWindow } from './windows.js';

// Each panel is ONE statement: the database counts and sums, the API only renames and divides
// cents into dollars. Times are bucketed on the Hong Kong calendar (UTC+8 all year, no summer
// time), written as `+ interval '8 hours'` so that neither database needs time-zone data.

type Row = Record<string, unknown>;

/** An event's name in the caller's language, else the other (decision 95). */
function eventName(w: PanelWindow): SQL {
  return w.language === 'en' ? sql`coalesce(e.name_en, e.name_zh)` : sql`coalesce(e.name_zh, e.name_en)`;
}

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown): number => Number(value ?? 0);
const dollars = (cents: unknown): number => Math.round(num(cents)) / 100;
const ratio = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

/**
 * The trend's buckets: local start, and the instants they start and end at. The series counts
 * whole numbers with constant bounds, so the planner knows it has exactly `buckets` rows (a series
 * of timestamps is guessed at 1,000, which made PostgreSQL plan, and JIT-compile, for a thousand
 * times the work).
 */
function bucketsCte(w: PanelWindow): SQL {
  const nowLocal = sql`(${w.now.toISOString()}::timestamptz AT TIME ZONE 'UTC') + interval '8 hours'`;
  return sql`buckets AS (
    SELECT s AS local_start,
           to_char(s, ${w.label}) AS label,
           (s - interval '8 hours') AT TIME ZONE 'UTC' AS start_at,
           (s + ${w.step}::interval - interval '8 hours') AT TIME ZONE 'UTC' AS end_at
      FROM generate_series(${sql.raw(String(1 - w.buckets))}, 0) AS back,
           LATERAL (SELECT date_trunc(${w.trunc}, ${nowLocal}) + back * ${w.step}::interval AS s) bucket
  )`;
}

export async function membersPanel(db: Db, w: PanelWindow): Promise<Omit<DashboardPanels['members'], 'status' | 'period' | 'asOf'>> {
  const result = await rows<{ label: string; adults: number; expiring: number; lapsed: number; juniors: number; active: number; joined: number; lapsed_in: number }>(
    db,
    sql`WITH ${bucketsCte(w)},
      clock AS MATERIALIZED (SELECT ${w.now.toISOString()}::timestamptz AS now),
      -- Members: accounts with an annual membership, and juniors with their own (migration 0133;
      -- a junior's membership starts with the junior's record as far as this table knows).
      members AS MATERIALIZED (
        SELECT true AS adult, member_since AS since, annual_membership_expired_at AS expires FROM users WHERE annual_membership_activated
        UNION ALL
        SELECT false, created_at, membership_expired_at FROM people WHERE membership_activated
      ),
      figures AS MATERIALIZED (
        SELECT count(*) FILTER (WHERE a.adult AND (a.expires IS NULL OR a.expires > c.now))::int AS adults,
               count(*) FILTER (WHERE NOT a.adult AND (a.expires IS NULL OR a.expires > c.now))::int AS juniors,
               count(*) FILTER (WHERE a.expires > c.now AND a.expires <= c.now + ${`${EXPIRING_WITHIN_DAYS} days`}::interval)::int AS expiring,
               count(*) FILTER (WHERE a.expires <= c.now)::int AS lapsed
          FROM clock c LEFT JOIN members a ON true
         GROUP BY c.now
      ),
      -- One pass over the members for every period: each counted in each bucket's filters (the
      -- current period is counted up to now).
      periods AS MATERIALIZED (
        SELECT b.local_start, b.label, b.start_at, b.end_at, least(b.end_at, c.now) AS cut_at, c.now FROM buckets b, clock c
      ),
      trend AS MATERIALIZED (
        SELECT b.local_start, b.label,
               count(a.since) FILTER (WHERE a.since < b.cut_at AND (a.expires IS NULL OR a.expires > b.cut_at))::int AS active,
               count(a.since) FILTER (WHERE a.since >= b.start_at AND a.since < b.end_at)::int AS joined,
               count(a.since) FILTER (WHERE a.expires >= b.start_at AND a.expires < b.end_at AND a.expires <= b.now)::int AS lapsed_in
          FROM periods b LEFT JOIN members a ON true
         GROUP BY b.local_start, b.label
      )
      SELECT t.label, f.adults, f.expiring, f.lapsed, f.juniors, t.active, t.joined, t.lapsed_in
        FROM trend t CROSS JOIN figures f
       ORDER BY t.local_start`,
  );
  const first = result[0];
  const adults = num(first?.adults);
  const juniors = num(first?.juniors);
  return {
    figures: { active: adults + juniors, adults, juniors, expiring: num(first?.expiring), lapsed: num(first?.lapsed) },
    trend: result.map((row) => ({ period: row.label, active: num(row.active), joined: num(row.joined), lapsed: num(row.lapsed_in) })),
  };
}

export async function revenuePanel(db: Db, w: PanelWindow): Promise<Omit<DashboardPanels['revenue'], 'status' | 'period' | 'asOf'>> {
  // A refunded place's enrolment row is gone (events/attendees.ts), its refund row stays: money
  // taken by hand for it is counted in its refund's period, beside the refund itself. Online money
  // stays on its payment row, so it is counted when it was paid.
  const result = await rows<{ label: string; online: number; cash: number; transfer: number; refunds: number }>(
    db,
    sql`WITH ${bucketsCte(w)},
      since AS (SELECT min(start_at) AS at FROM buckets),
      money AS (
        SELECT p.paid_at AS at, p.amount_cents AS cents, 'online' AS kind
          FROM payments p, since WHERE p.status = 'paid' AND p.paid_at >= since.at
        UNION ALL
        SELECT e.paid_at, e.price_cents, CASE e.paid_with WHEN 'cash' THEN 'cash' ELSE 'transfer' END
          FROM enrollments e, since WHERE e.paid_with IN ('cash', 'bankTransfer') AND e.paid_at >= since.at
        UNION ALL
        SELECT r.refunded_at, r.amount_cents, CASE r.paid_with WHEN 'cash' THEN 'cash' ELSE 'transfer' END
          FROM enrollment_refunds r, since WHERE r.paid_with IN ('cash', 'bankTransfer') AND r.refunded_at >= since.at
        UNION ALL
        SELECT r.refunded_at, r.amount_cents, 'refund'
          FROM enrollment_refunds r, since WHERE r.amount_cents > 0 AND r.refunded_at >= since.at
      ),
      -- Each amount lands in its bucket by its own truncated time: a hash join, not a range join.
      sums AS (
        SELECT date_trunc(${w.trunc}, (m.at AT TIME ZONE 'UTC') + interval '8 hours') AS bucket,
               sum(m.cents) FILTER (WHERE m.kind = 'online') AS online,
               sum(m.cents) FILTER (WHERE m.kind = 'cash') AS cash,
               sum(m.cents) FILTER (WHERE m.kind = 'transfer') AS transfer,
               sum(m.cents) FILTER (WHERE m.kind = 'refund') AS refunds
          FROM money m
         GROUP BY 1
      )
      SELECT b.label,
             coalesce(s.online, 0)::float8 AS online,
             coalesce(s.cash, 0)::float8 AS cash,
             coalesce(s.transfer, 0)::float8 AS transfer,
             coalesce(s.refunds, 0)::float8 AS refunds
        FROM buckets b LEFT JOIN sums s ON s.bucket = b.local_start
       ORDER BY b.local_start`,
  );
  const trend = result.map((row) => {
    const cents = { online: num(row.online), cash: num(row.cash), transfer: num(row.transfer), refunds: num(row.refunds) };
    return {
      period: row.label,
      online: dollars(cents.online),
      cash: dollars(cents.cash),
      transfer: dollars(cents.transfer),
      refunds: dollars(cents.refunds),
      net: dollars(cents.online + cents.cash + cents.transfer - cents.refunds),
    };
  });
  const sum = (key: 'online' | 'cash' | 'transfer' | 'refunds' | 'net') => Math.round(trend.reduce((total, row) => total + row[key] * 100, 0)) / 100;
  return { trend, totals: { online: sum('online'), cash: sum('cash'), transfer: sum('transfer'), refunds: sum('refunds'), net: sum('net') } };
}

export async function eventsPanel(db: Db, w: PanelWindow): Promise<Omit<DashboardPanels['events'], 'status' | 'period' | 'asOf'>> {
  // The totals are window sums, taken before the LIMIT: they count every event of the window.
  const result = await rows<{
    id: string; name: string; date: string; time: string; places: number; taken: number; held: number; waiting: number;
    all_events: number; all_places: number; all_taken: number; all_waiting: number;
  }>(
    db,
    sql`SELECT e.id, ${eventName(w)} AS name, to_char(e.date, 'YYYY-MM-DD') AS date, to_char(e.time, 'HH24:MI') AS time,
               e.max_participants AS places, e.current_participants AS taken, e.held_places AS held, w.waiting,
               count(*) OVER ()::int AS all_events,
               sum(e.max_participants) OVER ()::float8 AS all_places,
               sum(e.current_participants) OVER ()::float8 AS all_taken,
               sum(w.waiting) OVER ()::float8 AS all_waiting
          FROM events e
          CROSS JOIN LATERAL (SELECT count(*)::int AS waiting FROM event_waitlist l WHERE l.event_id = e.id) w
         WHERE e.date >= ${w.today}::date AND e.date < ${w.ahead}::date
         ORDER BY e.date, e.time, e.id
         LIMIT ${DASHBOARD_EVENT_ROWS}`,
  );
  const first = result[0];
  const places = num(first?.all_places);
  const taken = num(first?.all_taken);
  return {
    from: w.today,
    until: w.ahead,
    totals: { events: num(first?.all_events), places, taken, waiting: num(first?.all_waiting), fillRate: ratio(taken, places) },
    events: result.map((row) => ({
      _id: row.id,
      name: row.name,
      date: row.date,
      time: row.time,
      places: num(row.places),
      taken: num(row.taken),
      held: num(row.held),
      waiting: num(row.waiting),
      fillRate: ratio(num(row.taken), num(row.places)),
    })),
  };
}

export async function attendancePanel(db: Db, w: PanelWindow): Promise<Omit<DashboardPanels['attendance'], 'status' | 'period' | 'asOf'>> {
  // Expected: the places paid for (a free place is Paid too) and anyone checked in regardless.
  const result = await rows<{
    id: string; name: string; date: string; time: string; expected: number; attended: number;
    all_events: number; all_expected: number; all_attended: number;
  }>(
    db,
    sql`SELECT e.id, ${eventName(w)} AS name, to_char(e.date, 'YYYY-MM-DD') AS date, to_char(e.time, 'HH24:MI') AS time,
               count(*)::int AS expected, count(n.checked_in_at)::int AS attended,
               count(*) OVER ()::int AS all_events,
               sum(count(*)) OVER ()::float8 AS all_expected,
               sum(count(n.checked_in_at)) OVER ()::float8 AS all_attended
          FROM events e
          JOIN enrollments n ON n.event_id = e.id AND (n.payment_status = 'Paid' OR n.checked_in_at IS NOT NULL)
         WHERE e.date >= ${w.behind}::date AND e.date < ${w.today}::date
         GROUP BY e.id
         ORDER BY e.date DESC, e.time DESC, e.id
         LIMIT ${DASHBOARD_EVENT_ROWS}`,
  );
  const first = result[0];
  const expected = num(first?.all_expected);
  const attended = num(first?.all_attended);
  return {
    from: w.behind,
    until: w.today,
    totals: { events: num(first?.all_events), expected, attended, noShows: expected - attended, noShowRate: ratio(expected - attended, expected) },
    events: result.map((row) => {
      const rowExpected = num(row.expected);
      const rowAttended = num(row.attended);
      return {
        _id: row.id,
        name: row.name,
        date: row.date,
        time: row.time,
        expected: rowExpected,
        attended: rowAttended,
        noShows: rowExpected - rowAttended,
        noShowRate: ratio(rowExpected - rowAttended, rowExpected),
      };
    }),
  };
}

export async function waitingPanel(db: Db, w: PanelWindow): Promise<Omit<DashboardPanels['waiting'], 'status' | 'period' | 'asOf'>> {
  // Reports: posts with a report nobody has reviewed (the moderation queue's rows). Failed mails:
  // those given up on within the period's window (a failed mail is never "resolved", so an old
  // one would wait forever). Data requests: those still open (answered or refused ones are done).
  const now = sql`${w.now.toISOString()}::timestamptz`;
  const [row] = await rows<{ reports: number; failed_mails: number; unpaid: number; data_requests: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM (SELECT DISTINCT target_type, target_id FROM forum_reports WHERE resolved_at IS NULL) open) AS reports,
          (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed' AND created_at >= (${w.behind}::date - interval '8 hours') AT TIME ZONE 'UTC') AS failed_mails,
          (SELECT count(*)::int FROM enrollments WHERE payment_status = 'Pending' AND created_at < ${now} - ${`${UNPAID_AFTER_DAYS} days`}::interval) AS unpaid,
          (SELECT count(*)::int FROM data_requests WHERE status = 'open') AS data_requests`,
  );
  const counts: Record<WaitingItem, number> = {
    reports: num(row?.reports),
    failedMails: num(row?.failed_mails),
    unpaidEnrolments: num(row?.unpaid),
    dataRequests: num(row?.data_requests),
  };
  return { items: (Object.keys(counts) as WaitingItem[]).map((key) => ({ key, count: counts[key] })) };
}
