import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../config.js';
import { sharedPlugin } from '../core/resource.js';
import { enrollmentPaymentEffect } from '../events/payment-effect.js';
import { membershipPaymentEffect } from '../membership/payment-effect.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';
import { createPayments, type Payments } from './service.js';
import { stripeProvider } from './stripe.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service, one per app: the events, membership and payments routes share it. */
    payments: Payments;
  }
}

export function providerFor(config: FastifyInstance['config']): PaymentProvider {
  return config.paymentProvider === 'stripe'
    ? stripeProvider({ secretKey: config.stripeSecretKey!, webhookSecret: config.stripeWebhookSecret })
    : sandboxProvider(config.publicApiUrl);
}

/** Decorates the app with `payments` before any resource's routes are registered (app.ts). */
export const paymentsService = sharedPlugin(async (app) => {
  const webOrigin = siteOrigin(app.config);
  app.decorate(
    'payments',
    createPayments({
      db: app.db,
      provider: providerFor(app.config),
      webOrigin,
      effects: { enrollment: enrollmentPaymentEffect(webOrigin), membership: membershipPaymentEffect(webOrigin) },
      log: (message, details) => app.log.warn(details, message),
    }),
  );
});
