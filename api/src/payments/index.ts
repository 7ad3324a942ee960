import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { paymentRoutes } from './routes.js';
import { paymentsService } from './service-plugin.js';

export const paymentsResource: Resource = {
  name: 'payments',
  messages,
  services: paymentsService,
  routes: [paymentRoutes],
};
