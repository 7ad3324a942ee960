import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import type { EventType } from '@golf/contract/events';
import type { PaidWith } from '@golf/contract/event-shapes';

/** Mirrors migrations/0100_events.sql (the SQL file is the schema; this is how queries see it). */
export const events = pgTable('events', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  // Per language (migrations/0137_event_languages.sql): at least one of each pair is written.
  nameZh: text('name_zh'),
  nameEn: text('name_en'),
  descriptionZh: text('description_zh'),
  descriptionEn: text('description_en'),
  date: date('date', { mode: 'string' }).notNull(),
  time: time('time').notNull(),
  duration: text('duration').notNull(),
  venueZh: text('venue_zh'),
  venueEn: text('venue_en'),
  maxParticipants: integer('max_participants').notNull(),
  currentParticipants: integer('current_participants').notNull().default(0),
  /** Places held for members offered them from the waiting list (migrations/0110_waitlist.sql). */
  heldPlaces: integer('held_places').notNull().default(0),
  priceMemberCents: integer('price_member_cents').notNull(),
  priceNonMemberCents: integer('price_non_member_cents').notNull(),
  imageFileId: text('image_file_id'),
  type: text('type').$type<EventType>().notNull(),
  coach: text('coach'),
  tag: text('tag'),
  allowRegistration: boolean('allow_registration').notNull(),
  /** Hours before the start until which a member may cancel a paid booking (migrations/0112). */
  cancellationHours: integer('cancellation_hours').notNull().default(48),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EventRow = typeof events.$inferSelect;

export const enrollments = pgTable('enrollments', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  eventId: text('event_id').notNull(),
  /** The account that booked: it pays, is written to and manages the booking. */
  userId: text('user_id').notNull(),
  /** The participant (migrations/0132): the account itself (= userId) or one of its family's juniors. */
  personId: text('person_id').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  remarks: text('remarks'),
  priceCents: integer('price_cents').notNull(),
  paymentStatus: text('payment_status').$type<'Pending' | 'Paid'>().notNull().default('Pending'),
  paidWith: text('paid_with').$type<PaidWith>(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paymentLink: text('payment_link'),
  paymentLinkId: text('payment_link_id'),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  checkedInBy: text('checked_in_by'),
  /** The short code printed under the entry QR, typed at the door (migrations/0113); the database draws it. */
  entryCode: text('entry_code').notNull().default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EnrollmentRow = typeof enrollments.$inferSelect;

export const freePracticeRedemptions = pgTable('free_practice_redemptions', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  userId: text('user_id').notNull(),
  eventId: text('event_id').notNull(),
  enrollmentId: text('enrollment_id').notNull(),
  month: text('month').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const freePracticeTopUps = pgTable('free_practice_top_ups', {
  userId: text('user_id').primaryKey(),
  month: text('month').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mirrors migrations/0109_attendees_refunds.sql: what a refund leaves after the enrolment is gone. */
export const enrollmentRefunds = pgTable('enrollment_refunds', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  enrollmentId: text('enrollment_id').notNull(),
  eventId: text('event_id').notNull(),
  userId: text('user_id').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  amountCents: integer('amount_cents').notNull(),
  paidWith: text('paid_with').$type<PaidWith>().notNull(),
  paymentId: text('payment_id'),
  refundedBy: text('refunded_by').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EnrollmentRefundRow = typeof enrollmentRefunds.$inferSelect;

/** Mirrors migrations/0110_waitlist.sql and 0150: a person waiting for a place, or holding one offered. */
export const eventWaitlist = pgTable('event_waitlist', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  eventId: text('event_id').notNull(),
  /** The account that put the person on the list; it is mailed when a place is offered. */
  userId: text('user_id').notNull(),
  /** Who waits (migration 0150): the account's own person (= user_id) or a junior. */
  personId: text('person_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  offeredAt: timestamp('offered_at', { withTimezone: true }),
  holdUntil: timestamp('hold_until', { withTimezone: true }),
});

export type WaitlistRow = typeof eventWaitlist.$inferSelect;
