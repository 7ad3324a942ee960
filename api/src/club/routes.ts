import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubSchema } from '@golf/contract/club';
import { errors } from '../core/schemas.js';

/** The club's contact details and membership fee, as configured: every page shows these, never a copy. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ext/club',
    {
      schema: {
        tags: ['club'],
        summary: "The club's contact address, phone, WhatsApp and annual membership fee (configuration)",
        response: { 200: z.object({ status: z.literal('ok'), club: clubSchema }), ...errors },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart: a browser may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      const { clubEmail, clubPhone, clubWhatsapp, membershipFeeHkd } = app.config;
      return { status: 'ok' as const, club: { email: clubEmail, phone: clubPhone, whatsapp: clubWhatsapp, membershipFeeHkd } };
    },
  );
};
