import { randomBytes } from 'node:crypto';
import type { Database } from './client.js';

/**
 * The generated JWT signing key kept in the database (used when JWT_SECRET is not set on
 * PostgreSQL): insert-if-absent then read, so every process on the database gets the same key and
 * tokens signed by one are accepted by all.
 */
export async function sharedJwtSecret(database: Database): Promise<string> {
  return database.rawTransaction(async (raw) => {
    // A concurrent first insert makes this one wait, then do nothing; the read sees the winner's key.
    await raw.query('INSERT INTO jwt_secret (secret) VALUES ($1) ON CONFLICT DO NOTHING', [randomBytes(48).toString('base64url')]);
    const [row] = await raw.query<{ secret: string }>('SELECT secret FROM jwt_secret');
    return row!.secret;
  });
}
