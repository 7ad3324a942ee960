import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { paymentRoutes } from './routes.js';

export const paymentsResource: Resource = {
  name: 'payments',
  messages,
  async routes(app) {
    await app.register(paymentRoutes);
  },
};
