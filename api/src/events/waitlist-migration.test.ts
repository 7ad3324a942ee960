// Migration 0150 (the waiting list per person, decision 97) over a database holding waiting-list
// entries in line and holding places: every row keeps every value it had, and each entry's person
// is its account's own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { useMigrationDatabase } from '../../test/migration-fixture.js';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';

const fixture = useMigrationDatabase('0150');

const snapshot = (table: string) =>
  fixture.database.rawTransaction((raw) => raw.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`));

test('0150 keeps every waiting-list entry, each for its account\'s own person', async () => {
  await migrate(fixture.database, fixture.dir);
  await fixture.database.rawTransaction(async (raw) => {
    await raw.exec(`
      INSERT INTO users (id, email, full_name, phone) VALUES ('u1', 'u1@test.local', 'U1', '1'), ('u2', 'u2@test.local', 'U2', '2'), ('u3', 'u3@test.local', 'U3', '3');
      INSERT INTO events (id, name_en, description_en, date, time, duration, venue_en, max_participants, current_participants, held_places)
        VALUES ('ev', 'Practice', '-', '2030-01-01', '19:00', '2h', 'Range', 1, 0, 1), ('ev2', 'Cup', '-', '2030-02-01', '09:00', '4h', 'Club', 1, 1, 0);
      INSERT INTO event_waitlist (id, event_id, user_id, created_at, offered_at, hold_until)
        VALUES ('w1', 'ev', 'u1', '2029-12-01T10:00:00Z', '2029-12-02T10:00:00Z', '2029-12-03T10:00:00Z'),
               ('w2', 'ev', 'u2', '2029-12-01T11:00:00Z', NULL, NULL),
               ('w3', 'ev2', 'u1', '2029-12-01T12:00:00Z', NULL, NULL);
    `);
  });
  const before = { waitlist: await snapshot('event_waitlist'), events: await snapshot('events'), users: await snapshot('users') };
  copyFileSync(path.join(MIGRATIONS_DIR, '0150_waitlist_per_person.sql'), path.join(fixture.dir, '0150_waitlist_per_person.sql'));
  assert.deepEqual(await migrate(fixture.database, fixture.dir), ['0150_waitlist_per_person.sql']);

  const after = await snapshot('event_waitlist');
  assert.deepEqual(after.map(({ person_id: _person, ...rest }) => rest), before.waitlist);
  assert.deepEqual(Object.fromEntries(after.map((row) => [row.id, row.person_id])), { w1: 'u1', w2: 'u2', w3: 'u1' });
  assert.deepEqual(await snapshot('events'), before.events);
  assert.deepEqual(await snapshot('users'), before.users);
  // One entry per person per event; the same account may now wait for two people.
  await fixture.database.rawTransaction((raw) => raw.exec(`INSERT INTO event_waitlist (id, event_id, user_id, person_id) VALUES ('w4', 'ev2', 'u1', 'junior-1')`));
  await assert.rejects(
    fixture.database.rawTransaction((raw) => raw.exec(`INSERT INTO event_waitlist (id, event_id, user_id, person_id) VALUES ('w5', 'ev2', 'u3', 'junior-1')`)),
    /event_waitlist_one_per_person/,
  );
});
