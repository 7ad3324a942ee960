import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import type { CheckoutState, PaymentProvider } from './provider.js';
import { payments, type PaymentPurpose, type PaymentRow, type PaymentStatus } from './table.js';

/** What a paid checkout does to the rest of the data (mark an enrolment Paid, extend a membership). */
export interface PaymentEffect {
  /**
   * Runs in the transaction that marks the payment paid, so it happens exactly once. Returns
   * false when there is nothing left to buy (the enrolment is paid already or gone, the year was
   * bought by another checkout): the payment then counts as money to refund, not as paid.
   */
  apply(tx: Db, payment: PaymentRow, paidAt: Date): Promise<boolean>;
  /** Runs after that transaction commits; for follow-ups that may safely repeat. */
  after?(db: Db, payment: PaymentRow, paidAt: Date): Promise<void>;
}

export interface CheckoutStart {
  userId: string;
  purpose: PaymentPurpose;
  /** Required for purpose 'enrollment': the enrolments it pays (one checkout for a family's places). */
  enrollmentIds?: string[];
  membershipMode?: 'join' | 'renew';
  /** A membership bought for one of the account's juniors; absent: for the account itself. */
  personId?: string;
  description: string;
  amountCents: number;
  customerEmail: string | null;
  /** Page of the site to come back to, e.g. /events/{id}; ?payment=success|cancelled is added. */
  returnPath: string;
}

export interface Payments {
  readonly provider: PaymentProvider;
  /**
   * The one open checkout of an enrolment, or of a member's membership fee: the existing one
   * while it still fits (amount, join/renew, provider), else a new one that supersedes it.
   * Concurrent calls get the same checkout. A row that is not open means the provider reported
   * the existing checkout paid meanwhile.
   */
  checkout(request: CheckoutStart): Promise<PaymentRow>;
  /** Asks the provider about an open payment and records what it says; returns the new row. */
  refresh(payment: PaymentRow): Promise<PaymentRow>;
  /** Records a state the provider reported (webhook, sandbox page). Idempotent. */
  settle(paymentId: string, state: CheckoutState, options?: { payableFrom?: PaymentStatus[] }): Promise<PaymentRow | undefined>;
  find(paymentId: string): Promise<PaymentRow | undefined>;
  /**
   * Gives a paid checkout's money back through the provider (502 when it cannot be reached): the
   * whole of it, or one enrolment's share of a checkout that paid several (`share`).
   */
  refund(payment: PaymentRow, share?: RefundShare): Promise<void>;
  /** The newest still-open checkouts matching a filter, newest first. */
  openFor(filter: { userId: string; enrollmentId?: string; purpose?: PaymentPurpose; membershipMode?: 'join' | 'renew' }): Promise<PaymentRow[]>;
  returnUrl(payment: Pick<PaymentRow, 'returnPath'>, outcome: 'success' | 'cancelled'): string;
}

/** The part of a multi-enrolment checkout given back: one enrolment's price. */
export interface RefundShare {
  enrollmentId: string;
  amountCents: number;
}

/** Payments whose checkout pays this enrolment (alone or with others); uses the GIN index of 0132. */
export function paysFor(enrollmentId: string): SQL {
  return sql`${payments.enrollmentIds} @> ARRAY[${enrollmentId}]::text[]`;
}

/**
 * Ends the open checkouts that pay this enrolment (alone or with others), inside the caller's
 * transaction and before it touches the enrolment: payments first, the lock order of every flow, so
 * two flows never deadlock. Returns the provider sessions to end once committed.
 */
export function expireOpenCheckouts(tx: Pick<Db, 'update'>, enrollmentId: string, ...also: SQL[]): Promise<Array<{ providerSessionId: string | null }>> {
  return tx
    .update(payments)
    .set({ status: 'expired' })
    .where(and(paysFor(enrollmentId), eq(payments.status, 'open'), ...also))
    .returning({ providerSessionId: payments.providerSessionId });
}

/** The checkout_url of a reserved row whose provider checkout is still being opened. */
const PENDING_URL = '';
/** A reservation still pending after this long lost its caller (process died): it is ended. */
const RESERVATION_TIMEOUT = sql`interval '2 minutes'`;
/** Rounds of "read the open checkout, else reserve one" before giving up (racing supersessions). */
const MAX_ROUNDS = 8;

type Target = Pick<PaymentRow, 'purpose' | 'userId' | 'enrollmentId' | 'personId'>;

/** The open checkout of a target: what the unique indexes of migration 0101 allow once. */
function openOf(target: Target): SQL {
  const which =
    // An enrolment checkout without its enrolment (deleted) has no target: '' matches nothing.
    target.purpose === 'enrollment'
      ? eq(payments.enrollmentId, target.enrollmentId ?? '')
      : and(eq(payments.userId, target.userId), target.personId ? eq(payments.personId, target.personId) : isNull(payments.personId));
  return and(eq(payments.status, 'open'), eq(payments.purpose, target.purpose), which)!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  /** Ends the open checkouts matching `where` (one conditional UPDATE), and their provider sessions. */
  async function end(where: SQL): Promise<PaymentRow[]> {
    const ended = await db.update(payments).set({ status: 'expired' }).where(and(where, eq(payments.status, 'open'))).returning();
    await Promise.all(ended.map((row) => provider.expire(row)));
    return ended;
  }

  async function complete(paymentId: string, payableFrom: PaymentStatus[], paidAt = new Date()): Promise<PaymentRow | undefined> {
    const outcome = await db.transaction(async (tx) => {
      // The status change is the guard: of two notifications of one payment, one applies it.
      // paid_at set on an ended row marks a refund already recorded: not payable again.
      const [row] = await tx
        .update(payments)
        .set({ status: 'paid', paidAt })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, payableFrom), isNull(payments.paidAt)))
        .returning();
      if (!row) return undefined;
      if (await effects[row.purpose].apply(tx, row, paidAt)) return { row, applied: true };
      // Nothing left to buy with it: no second effect. The row is recorded as ended, and its
      // paid_at says money was taken and is owed back.
      const [refund] = await tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, row.id)).returning();
      return { row: refund!, applied: false };
    });
    if (!outcome) return find(paymentId);
    const { row, applied } = outcome;
    if (!applied) {
      log('payment taken with nothing left to pay for (already paid, superseded or ended); it needs a refund', {
        paymentId,
        purpose: row.purpose,
        userId: row.userId,
        amountCents: row.amountCents,
      });
      return row;
    }
    await effects[row.purpose].after?.(db, row, paidAt);
    // A superseded checkout paid anyway leaves its successor open with nothing left to buy.
    await end(and(openOf(row), ne(payments.id, row.id))!);
    return row;
  }

  async function settle(paymentId: string, state: CheckoutState, settleOptions: { payableFrom?: PaymentStatus[] } = {}) {
    // From 'expired' too by default: the provider says money moved, even for a checkout we had ended.
    if (state === 'paid') return complete(paymentId, settleOptions.payableFrom ?? ['open', 'expired']);
    if (state === 'expired') {
      await db
        .update(payments)
        .set({ status: 'expired' })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')));
    }
    return find(paymentId);
  }

  async function refresh(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'open') return payment;
    const state = await withProvider(() => provider.readState(payment));
    if (state === 'open') return payment;
    return (await settle(payment.id, state)) ?? payment;
  }

  /** Takes the target's open slot with a row whose checkout is still to be opened; undefined when taken. */
  async function reserve(request: CheckoutStart): Promise<PaymentRow | undefined> {
    const [row] = await db
      .insert(payments)
      .values({
        // Unguessable: the sandbox checkout page is addressed by this id alone.
        id: `pay_${randomBytes(18).toString('base64url')}`,
        userId: request.userId,
        purpose: request.purpose,
        enrollmentId: request.enrollmentIds?.[0] ?? null,
        enrollmentIds: request.enrollmentIds ?? null,
        personId: request.personId ?? null,
        membershipMode: request.membershipMode ?? null,
        description: request.description,
        amountCents: request.amountCents,
        provider: provider.name,
        checkoutUrl: PENDING_URL,
        returnPath: request.returnPath,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Opens the provider's checkout for a reservation (outside any transaction) and records it. */
  async function open(reserved: PaymentRow, request: CheckoutStart): Promise<PaymentRow> {
    let session;
    try {
      session = await withProvider(() =>
        provider.createCheckout({
          paymentId: reserved.id,
          description: request.description,
          amountCents: request.amountCents,
          currency: 'HKD',
          customerEmail: request.customerEmail,
          successUrl: returnUrl(reserved, 'success'),
          cancelUrl: returnUrl(reserved, 'cancelled'),
        }),
      );
    } catch (error) {
      // Free the slot: the next call tries afresh.
      await db.delete(payments).where(and(eq(payments.id, reserved.id), eq(payments.checkoutUrl, PENDING_URL)));
      throw error;
    }
    const [row] = await db
      .update(payments)
      .set({ providerSessionId: session.providerSessionId, checkoutUrl: session.url })
      .where(and(eq(payments.id, reserved.id), eq(payments.status, 'open')))
      .returning();
    if (row) return row;
    // Ended while the provider was opening it (enrolment cancelled, free practice used): so is the session.
    await provider.expire(session);
    throw new HttpError(409, 'payments.checkoutInterrupted');
  }

  /** Waits for another caller's reservation to get its checkout (or to go). */
  async function reservationSettled(reservation: PaymentRow): Promise<void> {
    for (let delay = 10; ; delay = Math.min(delay * 2, 250)) {
      const [abandoned] = await db
        .update(payments)
        .set({ status: 'expired' })
        .where(
          and(
            eq(payments.id, reservation.id),
            eq(payments.status, 'open'),
            eq(payments.checkoutUrl, PENDING_URL),
            lt(payments.createdAt, sql`now() - ${RESERVATION_TIMEOUT}`),
          ),
        )
        .returning({ id: payments.id });
      if (abandoned) return;
      await sleep(delay);
      const now = await find(reservation.id);
      if (now?.status !== 'open' || now.checkoutUrl !== PENDING_URL) return;
    }
  }

  async function checkout(request: CheckoutStart): Promise<PaymentRow> {
    const enrollmentIds = request.enrollmentIds;
    if (request.purpose === 'enrollment' && !enrollmentIds?.length) throw new Error('An enrolment checkout needs its enrollmentIds');
    const target: Target = { purpose: request.purpose, userId: request.userId, enrollmentId: enrollmentIds?.[0] ?? null, personId: request.personId ?? null };
    const sameSet = (row: PaymentRow) => (row.enrollmentIds ?? []).join(' ') === (enrollmentIds ?? []).join(' ');
    if (enrollmentIds) {
      // A checkout paying another set with one of these in it (the family's places paid one at a
      // time before, now together) ends: no enrolment is payable by two open checkouts.
      const overlapping = or(...enrollmentIds.map(paysFor))!;
      const others = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'open'), eq(payments.purpose, 'enrollment'), eq(payments.userId, request.userId), overlapping));
      const stale = others.filter((row) => !sameSet(row));
      if (stale.length) await end(inArray(payments.id, stale.map((row) => row.id)));
    }
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const [current] = await db.select().from(payments).where(openOf(target)).limit(1);
      if (!current) {
        const reserved = await reserve(request);
        if (reserved) return open(reserved, request);
        continue; // another caller took the slot a moment ago: read theirs
      }
      if (current.checkoutUrl === PENDING_URL) {
        await reservationSettled(current);
        continue;
      }
      const fresh = await refresh(current);
      if (fresh.status !== 'open') {
        if (fresh.paidAt) return fresh; // paid meanwhile: the caller says so
        continue;
      }
      const fits =
        sameSet(fresh) &&
        fresh.amountCents === request.amountCents &&
        fresh.membershipMode === (request.membershipMode ?? null) &&
        fresh.provider === provider.name;
      if (fits) return fresh;
      // Superseded (the price or the kind changed): one conditional UPDATE ends it, so of two
      // callers racing here one ends it and both then meet at the reservation.
      await end(eq(payments.id, fresh.id));
    }
    throw new HttpError(409, 'payments.checkoutInterrupted');
  }

  return {
    provider,
    returnUrl,
    find,
    settle,
    refund: (payment, share) =>
      withProvider(() =>
        provider.refund(share && share.amountCents < payment.amountCents ? { ...payment, amountCents: share.amountCents, shareOf: share.enrollmentId } : payment),
      ),
    refresh,
    checkout,
    openFor(filter) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, filter.userId),
            eq(payments.status, 'open'),
            filter.enrollmentId ? paysFor(filter.enrollmentId) : undefined,
            filter.purpose ? eq(payments.purpose, filter.purpose) : undefined,
            filter.membershipMode ? eq(payments.membershipMode, filter.membershipMode) : undefined,
          ),
        )
        .orderBy(desc(payments.createdAt));
    },
  };
}
