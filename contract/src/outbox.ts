import { z } from './zod.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One mail the club sent or would have sent, as `GET /admin/outbox/list` shows it. */
export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.string()).describe('file names of what goes with the mail (entry-qr.png, event.ics)'),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export type OutboxMail = z.infer<typeof outboxMailSchema>;
