import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import type { CheckoutState, PaymentProvider } from './provider.js';
import { payments, type PaymentPurpose, type PaymentRow, type PaymentStatus } from './table.js';

/** What a paid checkout does to the rest of the data (mark an enrolment Paid, extend a membership). */
export interface PaymentEffect {
  /** Runs in the transaction that marks the payment paid, so it happens exactly once. */
  apply(tx: Db, payment: PaymentRow, paidAt: Date): Promise<void>;
  /** Runs after that transaction commits; for follow-ups that may safely repeat. */
  after?(db: Db, payment: PaymentRow, paidAt: Date): Promise<void>;
}

export interface CheckoutStart {
  userId: string;
  purpose: PaymentPurpose;
  enrollmentId?: string;
  membershipMode?: 'join' | 'renew';
  description: string;
  amountCents: number;
  customerEmail: string | null;
  /** Page of the site to come back to, e.g. /events/{id}; ?payment=success|cancelled is added. */
  returnPath: string;
}

export interface Payments {
  readonly provider: PaymentProvider;
  /** Opens a checkout with the provider and records it. */
  start(request: CheckoutStart): Promise<PaymentRow>;
  /** Asks the provider about an open payment and records what it says; returns the new row. */
  refresh(payment: PaymentRow): Promise<PaymentRow>;
  /** Records a state the provider reported (webhook, sandbox page). Idempotent. */
  settle(paymentId: string, state: CheckoutState, options?: { payableFrom?: PaymentStatus[] }): Promise<PaymentRow | undefined>;
  find(paymentId: string): Promise<PaymentRow | undefined>;
  /** The newest still-open checkouts matching a filter, newest first. */
  openFor(filter: { userId: string; enrollmentId?: string; purpose?: PaymentPurpose; membershipMode?: 'join' | 'renew' }): Promise<PaymentRow[]>;
  returnUrl(payment: Pick<PaymentRow, 'returnPath'>, outcome: 'success' | 'cancelled'): string;
}

export function createPayments(options: {
  db: Db;
  provider: PaymentProvider;
  webOrigin: string;
  effects: Record<PaymentPurpose, PaymentEffect>;
  log?: (message: string, details: Record<string, unknown>) => void;
}): Payments {
  const { db, provider, webOrigin, effects, log = () => {} } = options;

  /** A provider that cannot be reached is the provider's failure, not ours: 502 with a retry hint. */
  async function withProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      log('payment provider call failed', { provider: provider.name, error: (error as Error).message });
      throw new HttpError(502, 'payments.providerUnavailable');
    }
  }

  const returnUrl: Payments['returnUrl'] = (payment, outcome) => `${webOrigin}${payment.returnPath}?payment=${outcome}`;

  async function find(paymentId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return row;
  }

  async function complete(paymentId: string, payableFrom: PaymentStatus[], paidAt = new Date()): Promise<PaymentRow | undefined> {
    const paid = await db.transaction(async (tx) => {
      // The status change is the guard: of two notifications of one payment, one applies it.
      const [row] = await tx
        .update(payments)
        .set({ status: 'paid', paidAt })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, payableFrom)))
        .returning();
      if (row) await effects[row.purpose].apply(tx, row, paidAt);
      return row;
    });
    if (paid) await effects[paid.purpose].after?.(db, paid, paidAt);
    return paid ?? find(paymentId);
  }

  async function settle(paymentId: string, state: CheckoutState, settleOptions: { payableFrom?: PaymentStatus[] } = {}) {
    if (state === 'paid') {
      const before = await find(paymentId);
      if (before?.status === 'expired') {
        // Money taken for a checkout we had ended (its enrolment was cancelled meanwhile).
        log('payment completed after it was ended; it needs a refund or a manual follow-up', { paymentId });
      }
      return complete(paymentId, settleOptions.payableFrom ?? ['open', 'expired']);
    }
    if (state === 'expired') {
      await db
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')));
    }
    return find(paymentId);
  }

  return {
    provider,
    returnUrl,
    find,
    settle,
    async start(request) {
      // Unguessable: the sandbox checkout page is addressed by this id alone.
      const id = `pay_${randomBytes(18).toString('base64url')}`;
      const returnPath = request.returnPath;
      const session = await withProvider(() => provider.createCheckout({
        paymentId: id,
        description: request.description,
        amountCents: request.amountCents,
        currency: 'HKD',
        customerEmail: request.customerEmail,
        successUrl: returnUrl({ returnPath }, 'success'),
        cancelUrl: returnUrl({ returnPath }, 'cancelled'),
      }));
      const [row] = await db
        .insert(payments)
        .values({
          id,
          userId: request.userId,
          purpose: request.purpose,
          enrollmentId: request.enrollmentId ?? null,
          membershipMode: request.membershipMode ?? null,
          description: request.description,
          amountCents: request.amountCents,
          provider: provider.name,
          providerSessionId: session.providerSessionId,
          checkoutUrl: session.url,
          returnPath,
        })
        .returning();
      return row!;
    },
    async refresh(payment) {
      if (payment.status !== 'open') return payment;
      const state = await withProvider(() => provider.readState(payment));
      if (state === 'open') return payment;
      return (await settle(payment.id, state)) ?? payment;
    },
    openFor(filter) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, filter.userId),
            eq(payments.status, 'open'),
            filter.enrollmentId ? eq(payments.enrollmentId, filter.enrollmentId) : undefined,
            filter.purpose ? eq(payments.purpose, filter.purpose) : undefined,
            filter.membershipMode ? eq(payments.membershipMode, filter.membershipMode) : undefined,
          ),
        )
        .orderBy(desc(payments.createdAt));
    },
  };
}
