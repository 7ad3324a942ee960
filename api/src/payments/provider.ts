// The one interface every payment provider implements (architecture §5). The rest of the API never
// knows which provider is configured.

export interface CheckoutRequest {
  /** Our payment id; the provider hands it back in webhooks and return addresses. */
  paymentId: string;
  /** What is paid, shown to the payer. */
  description: string;
  amountCents: number;
  /** ISO 4217, lower or upper case. Always HKD here. */
  currency: string;
  customerEmail: string | null;
  /** Where the browser goes after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's own id of the session (null when the provider has none). */
  providerSessionId: string | null;
  /** The page the payer is sent to. */
  url: string;
}

/** What the provider says about a checkout: paid, still payable, or no longer payable. */
export type CheckoutState = 'open' | 'paid' | 'expired';

/** A verified provider notification about one of our payments. */
export interface WebhookOutcome {
  paymentId: string;
  state: CheckoutState;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The provider's view of a checkout. The sandbox keeps no state of its own and answers with
   * the state we recorded; Stripe is asked.
   */
  readState(payment: { id: string; providerSessionId: string | null; status: CheckoutState }): Promise<CheckoutState>;
  /**
   * Gives the whole amount of a paid checkout back to the payer, or with `shareOf` one enrolment's
   * part of a checkout that paid several (amountCents is then that part). Repeating it refunds
   * once (the provider's idempotency, keyed by our payment id and the enrolment).
   */
  refund(payment: { id: string; providerSessionId: string | null; amountCents: number; shareOf?: string }): Promise<void>;
  /** Ends a checkout that must no longer be paid (its enrolment was cancelled). Best effort. */
  expire(payment: { providerSessionId: string | null }): Promise<void>;
  /**
   * Verifies and reads a webhook call. Throws WebhookSignatureError for anything not signed by
   * the provider; returns null for a genuine event that is not about a payment outcome.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome | null>;
}

export class WebhookSignatureError extends Error {}
