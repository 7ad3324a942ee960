import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type PaymentPurpose = 'enrollment' | 'membership';
/** 'expired' with paidAt set: paid with nothing left to buy, money to refund (see README). */
export type PaymentStatus = 'open' | 'paid' | 'expired';

/** Mirrors the payments table of migrations/0100_events.sql (one open checkout per target: 0101). */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').$type<PaymentPurpose>().notNull(),
  /** The first of enrollmentIds: the key of "one open checkout" (migration 0101). */
  enrollmentId: text('enrollment_id'),
  /** Every enrolment the checkout pays, in a fixed order (migration 0132). */
  enrollmentIds: text('enrollment_ids').array(),
  /** A membership bought for one of the account's juniors (migration 0133); null: for the account itself. */
  personId: text('person_id'),
  membershipMode: text('membership_mode').$type<'join' | 'renew'>(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('HKD'),
  provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
  providerSessionId: text('provider_session_id'),
  /** Empty while the provider is still opening the reserved checkout. */
  checkoutUrl: text('checkout_url').notNull(),
  returnPath: text('return_path').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Set when an admin refunded it (migration 0109); the provider's refund is keyed by the id. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

export type PaymentRow = typeof payments.$inferSelect;
