import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Gender } from '../users/table.js';

/** How queries see migrations/0126_families.sql. */
export const families = pgTable('families', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const familyGuardians = pgTable(
  'family_guardians',
  {
    familyId: text('family_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.familyId, table.userId] })],
);

/** A participant who is not an account: for now, a junior under a family's guardians. */
export const people = pgTable('people', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  familyId: text('family_id').notNull(),
  nameZh: text('name_zh'),
  nameEn: text('name_en'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  gender: text('gender').$type<Gender>(),
  school: text('school'),
  kscId: text('ksc_id'),
  handicapIndex: doublePrecision('handicap_index'),
  imageFileId: text('image_file_id'),
  emergencyName: text('emergency_name'),
  emergencyRelation: text('emergency_relation'),
  emergencyPhone: text('emergency_phone'),
  medicalNotes: text('medical_notes'),
  photoConsent: boolean('photo_consent'),
  photoConsentAt: timestamp('photo_consent_at', { withTimezone: true }),
  forumConsent: boolean('forum_consent'),
  forumConsentAt: timestamp('forum_consent_at', { withTimezone: true }),
  /** The junior's own annual membership (migrations/0133), bought by a guardian. */
  membershipActivated: boolean('membership_activated').notNull().default(false),
  membershipExpiredAt: timestamp('membership_expired_at', { withTimezone: true }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PersonRow = typeof people.$inferSelect;
