import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// PGlite hands bytea back as a Uint8Array, pg as a Buffer: both are Uint8Arrays. Written as
// base64 text decoded by the database: PGlite turns a Uint8Array parameter into hex one byte at a
// time in JavaScript (about 200 ms for 1 MB, blocking the event loop), base64 takes about 15 ms.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (bytes) => sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`,
});

/** How queries see migrations/0002_files.sql. */
export const files = pgTable('files', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  contentType: text('content_type').$type<ImageType>().notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by'),
  /** null: stored before uploads were re-encoded (legacy-uploads.ts); false: could not be decoded. */
  reencoded: boolean('reencoded').default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImageType = 'image/png' | 'image/jpeg';

/**
 * A file's bytes for a select, read as base64 text for the same reason (PGlite parses a bytea
 * result one byte at a time too): `Buffer.from(row.bytes, 'base64')`.
 */
export const bytesAsBase64: SQL<string> = sql<string>`encode(${files.bytes}, 'base64')`;
