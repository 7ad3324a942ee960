import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteOrigin } from '../config.js';
import { z } from 'zod';
import { HttpError } from '../core/http-error.js';
import { errors, idParams } from '../core/schemas.js';
import { checkoutClosedPage, checkoutPage } from './checkout-page.js';
import { WebhookSignatureError } from './provider.js';
import type { PaymentRow } from './table.js';

/** The sandbox page and the provider webhook: the payment provider's side of the API. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.payments;
  const webOrigin = siteOrigin(app.config);

  // The page's own policy replaces the API's default: inline styles, no scripts at all, and
  // form posts whose redirect lands on the web app (form-action also governs that redirect).
  const pagePolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${app.config.webOrigins.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

  /** A sandbox checkout, or null: Stripe checkouts are never payable through this page. */
  async function sandboxPayment(id: string): Promise<PaymentRow | null> {
    if (app.config.paymentProvider !== 'sandbox') return null;
    const payment = await payments.find(id);
    return payment?.provider === 'sandbox' ? payment : null;
  }

  // The page's buttons post plain HTML forms; their (empty) bodies carry nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const html = { produces: ['text/html'], tags: ['payments'], params: idParams };

  app.get(
    '/ext/payment/checkout/:id',
    { schema: { ...html, summary: 'The sandbox provider’s hosted checkout page (test payment, Pay / Cancel)' } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy).header('cache-control', 'no-store');
      if (!payment) return reply.code(404).send(checkoutClosedPage('notFound', webOrigin));
      if (payment.status !== 'open') {
        const back = payments.returnUrl(payment, payment.status === 'paid' ? 'success' : 'cancelled');
        return reply.send(checkoutClosedPage(payment.status, back));
      }
      return reply.send(checkoutPage(payment));
    },
  );

  app.post(
    '/ext/payment/checkout/:id/pay',
    { schema: { ...html, summary: 'Sandbox: pay, then return to the site with ?payment=success' } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      if (!payment) return reply.redirect(`${webOrigin}/`, 303);
      // Only an open checkout can be paid here: one ended because its enrolment was cancelled
      // stays ended (the provider-reported path accepts it, since there the money moved).
      const settled = await payments.settle(payment.id, 'paid', { payableFrom: ['open'] });
      const outcome = settled?.status === 'paid' ? 'success' : 'cancelled';
      return reply.redirect(payments.returnUrl(payment, outcome), 303);
    },
  );

  app.post(
    '/ext/payment/checkout/:id/cancel',
    { schema: { ...html, summary: 'Sandbox: leave without paying, back to the site with ?payment=cancelled' } },
    async (request, reply) => {
      const payment = await sandboxPayment(request.params.id);
      // Like Stripe's cancel link, leaving does not end the checkout: the member may pay later.
      return reply.redirect(payment ? payments.returnUrl(payment, 'cancelled') : `${webOrigin}/`, 303);
    },
  );

  // Webhook signatures are computed over the exact bytes sent, so this route reads the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/ext/payment/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Provider notifications (Stripe checkout.session.*), verified by their signature',
          response: { 200: z.object({ status: z.literal('ok') }), ...errors },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let outcome;
        try {
          outcome = await payments.provider.parseWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'payment webhook refused');
            throw new HttpError(400, 'payments.webhookRefused');
          }
          throw error;
        }
        // Unknown payment ids are acknowledged too: the provider would otherwise retry for days.
        if (outcome) await payments.settle(outcome.paymentId, outcome.state);
        return { status: 'ok' as const };
      },
    );
  });
};
