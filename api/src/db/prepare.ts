import type { Config } from '../config.js';
import { seedIfEmpty } from '../seed/index.js';
import type { Database } from './client.js';
import { sharedJwtSecret } from './jwt-secret.js';
import { migrate } from './migrate.js';

/**
 * Brings a database up to date: applies pending migrations, fills in config.jwtSecret from the
 * database when none was given (PostgreSQL without JWT_SECRET), then seeds it if it is empty.
 */
export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void = () => {}): Promise<void> {
  const applied = await migrate(database);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (!config.jwtSecret) config.jwtSecret = await sharedJwtSecret(database);
  if (await seedIfEmpty({ db: database.db, config, log })) log('seeded the empty database');
}
