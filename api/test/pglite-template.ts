// Writes a dump of an empty embedded database with every migration applied to the file named by
// the first argument: the template the API tests' in-memory databases start from (test/helpers.ts,
// scripts/run-tests.mjs).
import { writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: pglite-template.ts <file>');
const database = await openDatabase({});
await migrate(database);
// The embedded client under drizzle (drizzle keeps it as $client).
const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
await database.close();
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
