import { WebhookSignatureError, type PaymentProvider } from './provider.js';

/**
 * The default provider: no money moves. Its checkout is a page served by this API
 * (GET /ext/payment/checkout/{id}), clearly labelled as a test payment, whose Pay and Cancel
 * buttons complete the payment or send the browser back.
 */
export function sandboxProvider(publicApiUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return {
        providerSessionId: null,
        url: `${publicApiUrl}/ext/payment/checkout/${encodeURIComponent(request.paymentId)}`,
      };
    },
    async readState(payment) {
      return payment.status;
    },
    async refund() {
      // No money moved, none to give back: the caller records the refund.
    },
    async expire() {
      // The sandbox page reads our own record, which the caller marks expired.
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The sandbox payment provider sends no webhooks');
    },
  };
}
