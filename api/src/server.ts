import { buildApp } from './app.js';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';

const say = (message: string) => console.log(`[api] ${message}`);

/**
 * A start-up failure (bad environment, locked data directory, database down) in one clear line;
 * the refusals of production mode one line each.
 */
async function orExit<T>(step: Promise<T> | (() => T)): Promise<T> {
  try {
    return await (typeof step === 'function' ? step() : step);
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [(error as Error).message];
    for (const problem of problems) console.error(`[api] could not start: ${problem}`);
    process.exit(1);
  }
}

const config = await orExit(() => loadConfig());
for (const warning of config.warnings ?? []) console.warn(`[api] warning: ${warning}`);
const database = await orExit(
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message, error) => console.error(`[api] ${message}`, error ?? ''),
  }),
);
await orExit(prepareDatabase(database, config, say));

const app = await buildApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await orExit(app.listen({ port: config.port, host: config.host }));

const local = `http://localhost:${config.port}`;
say(`listening on ${local} (${database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);
say(`API reference: ${local}/docs`);
const metrics = app.metrics.address();
say(metrics ? `metrics: http://${metrics.host.includes(':') ? `[${metrics.host}]` : metrics.host}:${metrics.port}/metrics` : 'metrics: off (METRICS_ADDRESS=off)');
say(
  `admin sign-in: ${config.adminEmail} / ${config.adminPassword === DEFAULT_ADMIN_PASSWORD ? DEFAULT_ADMIN_PASSWORD + ' (the default: set ADMIN_PASSWORD)' : '(ADMIN_PASSWORD)'}`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: closing`);
  // Open live-update streams would hold close() forever; they end when the server closes.
  const forced = setTimeout(() => process.exit(1), 10_000);
  forced.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
