import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../config.js';
import { enrollmentPaymentEffect } from '../events/payment-effect.js';
import { membershipPaymentEffect } from '../membership/payment-effect.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';
import { createPayments, type Payments } from './service.js';
import { stripeProvider } from './stripe.js';

// One payments service per database, shared by the events, membership and payments routes
// (each registered in its own encapsulated plugin, so a Fastify decorator would not reach them).
const services = new WeakMap<object, Payments>();

export function providerFor(config: FastifyInstance['config']): PaymentProvider {
  return config.paymentProvider === 'stripe'
    ? stripeProvider({ secretKey: config.stripeSecretKey!, webhookSecret: config.stripeWebhookSecret })
    : sandboxProvider(config.publicApiUrl);
}

export function paymentsOf(app: FastifyInstance): Payments {
  let service = services.get(app.db);
  if (!service) {
    const webOrigin = siteOrigin(app.config);
    service = createPayments({
      db: app.db,
      provider: providerFor(app.config),
      webOrigin,
      effects: { enrollment: enrollmentPaymentEffect(webOrigin), membership: membershipPaymentEffect(webOrigin) },
      log: (message, details) => app.log.warn(details, message),
    });
    services.set(app.db, service);
  }
  return service;
}
