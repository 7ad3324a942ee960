import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { useMigrationDatabase } from '../../test/migration-fixture.js';
import { migrate } from './migrate.js';

const fixture = useMigrationDatabase();
const { dir } = fixture;

async function tables(): Promise<string[]> {
  return fixture.database.rawTransaction(async (raw) =>
    (await raw.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1")).map((r) => r.name),
  );
}

test('applies numbered files in order once, and a failing file leaves nothing behind', async () => {
  writeFileSync(path.join(dir, '0002_second.sql'), 'ALTER TABLE a ADD COLUMN b text;');
  writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE a (id int);');
  assert.deepEqual(await migrate(fixture.database, dir), ['0001_first.sql', '0002_second.sql']);
  assert.deepEqual(await migrate(fixture.database, dir), [], 'nothing applied twice');

  writeFileSync(path.join(dir, '0003_broken.sql'), 'CREATE TABLE c (id int); SELECT * FROM no_such_table;');
  await assert.rejects(migrate(fixture.database, dir), /Migration 0003_broken.sql failed/);
  assert.ok(!(await tables()).includes('c'), 'the failed file was rolled back whole');
  rmSync(path.join(dir, '0003_broken.sql'));

  writeFileSync(path.join(dir, 'notes.sql'), '');
  await assert.rejects(migrate(fixture.database, dir), /must be named NNNN_name.sql/);
  rmSync(path.join(dir, 'notes.sql'));
  writeFileSync(path.join(dir, '0002_again.sql'), '');
  await assert.rejects(migrate(fixture.database, dir), /share the number 0002/);
});

test('the project migrations apply beside other tables', async () => {
  const names = await migrate(fixture.database);
  assert.ok(names.includes('0001_users.sql'));
  assert.ok((await tables()).includes('forum_threads'));
});
