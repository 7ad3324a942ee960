import Stripe from 'stripe';
import { WebhookSignatureError, type CheckoutState, type PaymentProvider } from './provider.js';

/** The part of the Stripe SDK this provider uses; tests hand in a double for it. */
export type StripeCheckoutClient = Pick<Stripe, 'checkout' | 'webhooks' | 'refunds'>;

export interface StripeOptions {
  secretKey: string;
  /** Without it every webhook call is refused: an unsigned call could fake a payment. */
  webhookSecret: string | undefined;
  client?: StripeCheckoutClient;
}

function stateOf(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): CheckoutState {
  // 'no_payment_required' never happens: we never create a checkout for nothing.
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  // A completed session whose payment is still processing (bank debits) stays open until
  // checkout.session.async_payment_succeeded or _failed arrives.
  return 'open';
}

/** Stripe Checkout Sessions through the official SDK (architecture §5). */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe: StripeCheckoutClient = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          customer_email: request.customerEmail ?? undefined,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request must not open a second session for the same payment.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },
    async readState(payment) {
      if (!payment.providerSessionId) return payment.status;
      return stateOf(await stripe.checkout.sessions.retrieve(payment.providerSessionId));
    },
    async refund(payment) {
      if (!payment.providerSessionId) throw new Error(`payment ${payment.id} has no Stripe checkout session`);
      const session = await stripe.checkout.sessions.retrieve(payment.providerSessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe checkout session ${payment.providerSessionId} has no payment intent`);
      // Keyed by our payment id (and the enrolment, for one participant's share of a family's
      // checkout): an admin pressing Refund twice, or a retry, refunds once.
      if (payment.shareOf) {
        await stripe.refunds.create({ payment_intent: intent, amount: payment.amountCents }, { idempotencyKey: `refund-${payment.id}-${payment.shareOf}` });
      } else {
        await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${payment.id}` });
      }
    },
    async expire(payment) {
      if (!payment.providerSessionId) return;
      try {
        await stripe.checkout.sessions.expire(payment.providerSessionId);
      } catch {
        // Already expired or completed: nothing left to stop.
      }
    },
    async parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          const session = event.data.object;
          const paymentId = session.client_reference_id ?? session.metadata?.paymentId;
          if (!paymentId) return null;
          const state = event.type === 'checkout.session.async_payment_failed' ? 'expired' : stateOf(session);
          return { paymentId, state };
        }
        default:
          return null;
      }
    },
  };
}
