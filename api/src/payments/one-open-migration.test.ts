// Migration 0101 on a database that already holds several open checkouts for one target.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useMigrationDatabase } from '../../test/migration-fixture.js';
import { migrate } from '../db/migrate.js';

const fixture = useMigrationDatabase('0101');

test('0101 keeps the newest open checkout of each enrolment and membership, ends the others, then allows one', async () => {
  await migrate(fixture.database, fixture.dir);
  await fixture.database.rawTransaction(async (raw) => {
    await raw.exec(`
      INSERT INTO users (id, email, full_name, phone) VALUES ('u1', 'u1@test.local', 'U1', '1'), ('u2', 'u2@test.local', 'U2', '2');
      INSERT INTO events (id, name, description, date, time, duration, venue, max_participants)
        VALUES ('ev', 'Practice', '-', '2030-01-01', '19:00', '2h', 'Range', 10);
      INSERT INTO enrollments (id, event_id, user_id, full_name, email, phone, price_cents)
        VALUES ('en', 'ev', 'u1', 'U1', 'u1@test.local', '1', 18000);
      INSERT INTO payments (id, user_id, purpose, enrollment_id, membership_mode, description, amount_cents, provider, checkout_url, return_path, status, created_at)
      VALUES
        ('e_old', 'u1', 'enrollment', 'en', NULL, 'x', 18000, 'sandbox', 'u', '/e', 'open', now() - interval '3 hours'),
        ('e_mid', 'u1', 'enrollment', 'en', NULL, 'x', 18000, 'sandbox', 'u', '/e', 'open', now() - interval '2 hours'),
        ('e_new', 'u1', 'enrollment', 'en', NULL, 'x', 18000, 'sandbox', 'u', '/e', 'open', now() - interval '1 hour'),
        ('e_paid', 'u1', 'enrollment', 'en', NULL, 'x', 18000, 'sandbox', 'u', '/e', 'paid', now()),
        ('m1_old', 'u1', 'membership', NULL, 'join', 'x', 50000, 'sandbox', 'u', '/m', 'open', now() - interval '2 hours'),
        ('m1_new', 'u1', 'membership', NULL, 'renew', 'x', 50000, 'sandbox', 'u', '/m', 'open', now() - interval '1 hour'),
        ('m2', 'u2', 'membership', NULL, 'join', 'x', 50000, 'sandbox', 'u', '/m', 'open', now());
    `);
  });
  // 0101 applies first; later migrations follow it.
  assert.equal((await migrate(fixture.database))[0], '0101_payments_one_open.sql');
  const statuses = await fixture.database.rawTransaction((raw) => raw.query<{ id: string; status: string }>('SELECT id, status FROM payments ORDER BY id'));
  assert.deepEqual(Object.fromEntries(statuses.map((r) => [r.id, r.status])), {
    e_mid: 'expired',
    e_new: 'open',
    e_old: 'expired',
    e_paid: 'paid',
    m1_new: 'open',
    m1_old: 'expired',
    m2: 'open',
  });
  await assert.rejects(
    fixture.database.rawTransaction((raw) =>
      raw.exec(`INSERT INTO payments (id, user_id, purpose, membership_mode, description, amount_cents, provider, checkout_url, return_path)
                VALUES ('m2_again', 'u2', 'membership', 'renew', 'x', 50000, 'sandbox', 'u', '/m')`),
    ),
    /payments_one_open_membership/,
  );
});
