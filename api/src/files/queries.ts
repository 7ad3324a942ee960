import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from './table.js';

export async function fileExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1);
  return Boolean(row);
}

/** The ids among `ids` that name no uploaded file. */
export async function missingFileIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  const present = new Set(found.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}
