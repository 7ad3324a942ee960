// `npm run backup -- <file>` and `npm run restore -- <file>` (DESIGN §8): a backup of the database
// the API's environment names, and its restore into an empty one.
//
//   DATABASE_URL set    PostgreSQL: pg_dump -Fc / pg_restore (the client tools on PATH, or PG_BIN)
//   DATABASE_URL unset  the embedded database in DATA_DIR (default api/.data; a relative DATA_DIR
//                       is taken from api/, where the API runs): PGlite's own dump of its files.
//                       The API must be stopped first (it holds DATA_DIR's lock).
//
// A restore refuses a database that holds anything. The work itself is the API's
// (api/src/db/backup.ts), run from its build so it needs no TypeScript at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIR, API_DIST, buildApi } from '../api/scripts/build.mjs';

const [action, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(action) || !file) {
  console.error('usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(API_DIR, process.env.DATA_DIR?.trim() || '.data');
const target = path.resolve(file);
const where = databaseUrl ? `PostgreSQL (${serverName(databaseUrl)})` : `the embedded database in ${dataDir}`;

try {
  buildApi({ onlyMissing: true, quiet: true });
  const { backup, restore } = await import(pathToFileURL(path.join(API_DIST, 'db/backup.js')).href);
  if (action === 'backup') {
    const { bytes } = await backup({ databaseUrl, dataDir }, target);
    console.log(`[backup] ${where} → ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else {
    await restore({ databaseUrl, dataDir }, target);
    console.log(`[restore] ${target} → ${where}. Start the API: it applies any newer migrations.`);
  }
} catch (error) {
  console.error(`[${action}] ${error.message}`);
  process.exit(1);
}

function serverName(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
