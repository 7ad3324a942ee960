import type { Config } from '../config.js';
import { seedIfEmpty } from '../seed/index.js';
import type { Database } from './client.js';
import { migrate } from './migrate.js';

/** Brings a database up to date: applies pending migrations, then seeds it if it is empty. */
export async function prepareDatabase(database: Database, config: Config, log: (message: string) => void = () => {}): Promise<void> {
  const applied = await migrate(database);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  if (await seedIfEmpty({ db: database.db, config, log })) log('seeded the empty database');
}
