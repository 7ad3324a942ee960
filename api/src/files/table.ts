import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// PGlite hands bytea back as a Uint8Array, pg as a Buffer: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** How queries see migrations/0002_files.sql. */
export const files = pgTable('files', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  contentType: text('content_type').$type<ImageType>().notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: text('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImageType = 'image/png' | 'image/jpeg';
