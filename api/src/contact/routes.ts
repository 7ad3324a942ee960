import { EMAIL_MAX_LENGTH } from '@golf/contract/email';
import { emailAddress } from '@golf/contract/email-schema';
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitPerClient } from '../core/rate-limit.js';
import { errors, okResponse, pageCount, pageQuery } from '../core/schemas.js';
import { contactEnquiries } from './table.js';

const ENQUIRY_PAGE_SIZE = 10;

/** Each field non-blank after trimming: 'This field is required' (spec 01 §5). */
const required = (max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'contact.required' : undefined) })
    .trim()
    .min(1, { error: 'contact.required' })
    .max(max);

const submitBody = z.object({
  name: required(100),
  // One plain address (issue 36 point 8): the admins reply to it with a mailto: link.
  email: required(EMAIL_MAX_LENGTH).pipe(emailAddress('contact.invalidEmail')),
  phone: required(30),
  enquiry: required(5_000),
});

const enquirySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  enquiry: z.string(),
  createdAt: z.string(),
});

/** The public contact form and the admin's inbox of what it sent. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ext/contactform/submit',
    {
      onRequest: limitPerClient(app, 'contact'),
      schema: { tags: ['contact'], summary: 'Send an enquiry', body: submitBody, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      await app.db.insert(contactEnquiries).values(request.body);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/admin/contactform/list',
    {
      config: { personalData: { action: 'enquiries.read' } },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Enquiries, newest first, 10 a page',
        querystring: z.object({ page: pageQuery.optional().default(1) }),
        response: { 200: z.object({ status: z.literal('ok'), enquiries: z.array(enquirySchema), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(contactEnquiries);
      const rows = await app.db
        .select()
        .from(contactEnquiries)
        .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
        .limit(ENQUIRY_PAGE_SIZE)
        .offset((page - 1) * ENQUIRY_PAGE_SIZE);
      return {
        status: 'ok' as const,
        enquiries: rows.map(({ id, createdAt, ...row }) => ({ _id: id, ...row, createdAt: createdAt.toISOString() })),
        totalPages: pageCount(total, ENQUIRY_PAGE_SIZE),
      };
    },
  );
};
