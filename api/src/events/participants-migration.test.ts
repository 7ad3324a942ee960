// Migration 0132 (enrolments per person, issue 39 point 3) over a database holding enrolments and
// payments of every kind: every row keeps every value it had; each enrolment's participant is its
// account and each enrolment checkout pays exactly its enrolment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useMigrationDatabase } from '../../test/migration-fixture.js';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';

const fixture = useMigrationDatabase('0132');

const snapshot = (table: string) =>
  fixture.database.rawTransaction((raw) => raw.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`));
const without = (rows: Array<Record<string, unknown>>, column: string) => rows.map(({ [column]: _dropped, ...rest }) => rest);

test('0132 keeps every account, enrolment and payment as it was', async () => {
  await migrate(fixture.database, fixture.dir);
  await fixture.database.rawTransaction(async (raw) => {
    await raw.exec(`
      INSERT INTO users (id, email, full_name, phone) VALUES ('u1', 'u1@test.local', 'U1', '1'), ('u2', 'u2@test.local', 'U2', '2');
      INSERT INTO events (id, name, description, date, time, duration, venue, max_participants, current_participants)
        VALUES ('ev', 'Practice', '-', '2030-01-01', '19:00', '2h', 'Range', 10, 2), ('old', 'Cup', '-', '2020-01-01', '09:00', '4h', 'Club', 5, 1);
      INSERT INTO enrollments (id, event_id, user_id, full_name, email, phone, price_cents, payment_status, paid_with, paid_at, checked_in_at)
        VALUES ('en1', 'ev', 'u1', 'U1', 'u1@test.local', '1', 18000, 'Pending', NULL, NULL, NULL),
               ('en2', 'ev', 'u2', 'U2', 'u2@test.local', '2', 10000, 'Paid', 'payment', now(), NULL),
               ('en3', 'old', 'u1', 'U1', 'u1@test.local', '1', 0, 'Paid', 'free', now(), now());
      INSERT INTO payments (id, user_id, purpose, enrollment_id, membership_mode, description, amount_cents, provider, checkout_url, return_path, status, paid_at)
      VALUES ('p_open', 'u1', 'enrollment', 'en1', NULL, 'x', 18000, 'sandbox', 'u', '/e', 'open', NULL),
             ('p_paid', 'u2', 'enrollment', 'en2', NULL, 'x', 10000, 'sandbox', 'u', '/e', 'paid', now()),
             ('p_member', 'u1', 'membership', NULL, 'join', 'x', 50000, 'sandbox', 'u', '/m', 'paid', now());
    `);
  });
  const before = { users: await snapshot('users'), enrollments: await snapshot('enrollments'), payments: await snapshot('payments'), events: await snapshot('events') };
  // 0132 alone (later migrations add columns of their own).
  copyFileSync(path.join(MIGRATIONS_DIR, '0132_enrolment_participants.sql'), path.join(fixture.dir, '0132_enrolment_participants.sql'));
  assert.deepEqual(await migrate(fixture.database, fixture.dir), ['0132_enrolment_participants.sql']);

  const enrollments = await snapshot('enrollments');
  const payments = await snapshot('payments');
  assert.deepEqual(without(enrollments, 'person_id'), before.enrollments);
  assert.deepEqual(without(payments, 'enrollment_ids'), before.payments);
  assert.deepEqual(await snapshot('users'), before.users);
  assert.deepEqual(await snapshot('events'), before.events);
  assert.deepEqual(Object.fromEntries(enrollments.map((row) => [row.id, row.person_id])), { en1: 'u1', en2: 'u2', en3: 'u1' });
  assert.deepEqual(Object.fromEntries(payments.map((row) => [row.id, row.enrollment_ids])), { p_member: null, p_open: ['en1'], p_paid: ['en2'] });
  // One place per person per event still holds.
  await assert.rejects(
    fixture.database.rawTransaction((raw) =>
      raw.exec(`INSERT INTO enrollments (id, event_id, user_id, person_id, full_name, email, phone, price_cents) VALUES ('again', 'ev', 'u1', 'u1', 'U1', 'u1@test.local', '1', 18000)`),
    ),
    /enrollments_one_per_person/,
  );
});
