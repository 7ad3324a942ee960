import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { digestOf, reencodeUpload, UnreadableImageError } from './reencode.js';
import { bytesAsBase64, files, type ImageType } from './table.js';

/** How many stored files one run re-encodes: a few seconds of one core at most. */
export const LEGACY_BATCH = 20;

/**
 * A file stored before uploads were re-encoded, as it may be served: re-encoded now (its EXIF and
 * GPS position never leave the server), or null when it cannot be decoded.
 */
export async function reencodeLegacyBytes(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    return await reencodeUpload(bytes, type);
  } catch (error) {
    if (error instanceof UnreadableImageError) return null;
    throw error;
  }
}

/**
 * Re-encodes up to `limit` files stored before re-encoding existed, oldest first, and stores the
 * result in their place (a file that cannot be decoded is marked, and is never served). Each row
 * is written only while it is still unmarked, so a second process doing the same is harmless.
 * Returns how many were re-encoded and how many were unreadable.
 */
export async function reencodeLegacyUploads(db: Db, limit = LEGACY_BATCH): Promise<{ reencoded: number; unreadable: number }> {
  const pending = await db
    .select({ id: files.id, contentType: files.contentType, bytes: bytesAsBase64 })
    .from(files)
    .where(isNull(files.reencoded))
    .orderBy(asc(files.createdAt))
    .limit(limit);
  const counts = { reencoded: 0, unreadable: 0 };
  for (const file of pending) {
    const stored = await reencodeLegacyBytes(Buffer.from(file.bytes, 'base64'), file.contentType);
    const stillLegacy = and(eq(files.id, file.id), isNull(files.reencoded));
    if (stored) {
      await db.update(files).set({ bytes: stored, size: stored.length, sha256: digestOf(stored), reencoded: true }).where(stillLegacy);
      counts.reencoded += 1;
    } else {
      await db.update(files).set({ reencoded: false }).where(stillLegacy);
      counts.unreadable += 1;
    }
  }
  return counts;
}
