import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How queries see migrations/0001_users.sql. The SQL files are the schema; the defaults here only
 * tell drizzle which columns an insert may leave out (it then sends DEFAULT).
 */
export const users = pgTable('users', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  numericId: integer('numeric_id').notNull().default(sql`nextval('users_numeric_id_seq')`),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  countryCode: text('country_code').notNull().default('+852'),
  phone: text('phone').notNull(),
  gender: text('gender').$type<Gender>(),
  kscId: text('ksc_id'),
  /** Shown in the forum instead of the derived default (migrations/0134); null: the default. */
  displayName: text('display_name'),
  handicapIndex: doublePrecision('handicap_index'),
  imageFileId: text('image_file_id'),
  userGroup: text('user_group').$type<UserGroup>().notNull().default('User'),
  registrationStatus: text('registration_status').notNull().default('Registered'),
  accountFrozen: boolean('account_frozen').notNull().default(false),
  annualMembershipActivated: boolean('annual_membership_activated').notNull().default(false),
  annualMembershipExpiredAt: timestamp('annual_membership_expired_at', { withTimezone: true }),
  memberSince: timestamp('member_since', { withTimezone: true }).notNull().defaultNow(),
  noOfFreePractice: integer('no_of_free_practice').notNull().default(0),
  noOfFreeCoaching: integer('no_of_free_coaching').notNull().default(0),
  point: integer('point').notNull().default(0),
  /** The site language the member last used (mail they did not ask for is written in it). */
  language: text('language').$type<'zh' | 'en'>().notNull().default('zh'),
  /** Reminders by mail (events, membership expiry); off from /settings or a reminder's link. */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  /** When a mailed link proved the address; null: the account can sign in and verify, nothing else (migrations/0125). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
  /** A sign-in showed the password fails today's rule; cleared by any new password (migrations/0121). */
  passwordChangeAsked: boolean('password_change_asked').notNull().default(false),
  /** The privacy notice version agreed to at sign-up, and when (migrations/0135); null: before consent was asked. */
  privacyNoticeVersion: text('privacy_notice_version'),
  privacyConsentedAt: timestamp('privacy_consented_at', { withTimezone: true }),
  /** Direct marketing: a separate opt-in, off unless chosen; the time of the last change. */
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Gender = 'Male' | 'Female' | 'Other';
export type UserGroup = 'Admin' | 'User';
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const REGISTERED = 'Registered';
