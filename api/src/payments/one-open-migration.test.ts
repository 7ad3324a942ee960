// Migration 0101 on a database that already holds several open checkouts for one target.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';

const serverUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;
let database: Database;
const before0101 = mkdtempSync(path.join(tmpdir(), 'golf-migrations-'));

before(async () => {
  databaseUrl = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  database = await openDatabase({ databaseUrl });
  for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith('.sql') && n < '0101')) {
    copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before0101, name));
  }
});
after(async () => {
  await database.close();
  if (serverUrl && databaseUrl) await dropTestDatabase(serverUrl, databaseUrl);
  rmSync(before0101, { recursive: true, force: true });
});

test('0101 keeps the newest open checkout of each enrolment and membership, ends the others, then allows one', async () => {
  await migrate(database, before0101);
  await database.rawTransaction(async (raw) => {
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
  assert.equal((await migrate(database))[0], '0101_payments_one_open.sql');
  const statuses = await database.rawTransaction((raw) => raw.query<{ id: string; status: string }>('SELECT id, status FROM payments ORDER BY id'));
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
    database.rawTransaction((raw) =>
      raw.exec(`INSERT INTO payments (id, user_id, purpose, membership_mode, description, amount_cents, provider, checkout_url, return_path)
                VALUES ('m2_again', 'u2', 'membership', 'renew', 'x', 50000, 'sandbox', 'u', '/m')`),
    ),
    /payments_one_open_membership/,
  );
});
