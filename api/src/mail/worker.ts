import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { Counter } from 'prom-client';
import type { Database } from '../db/client.js';
import type { MailAttachment } from './table.js';

/** A claimed mail stays with its worker this long; a worker that dies gives it back after it. */
const LEASE_SECONDS = 300;
const BATCH = 20;
/** 1, 2, 4 … minutes, at most a day apart; after this many tries (over two days) it has failed. */
export const MAX_ATTEMPTS = 13;
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 24 * 60 * 60_000);
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers: Record<string, string>;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** nodemailer over SMTP_URL (smtp://user:pass@host:587, or smtps://). */
export function smtpSender(url: string, from: string): SendMail {
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

interface ClaimedMail extends OutgoingMail {
  id: string;
  attempts: number;
}

/**
 * Claims due mails for this worker in one short transaction: `FOR UPDATE SKIP LOCKED` lets
 * several processes claim at once without taking the same row, and the lease keeps the row theirs
 * while they send, outside any transaction.
 */
function claimDue(database: Database): Promise<ClaimedMail[]> {
  return database.rawTransaction((raw) =>
    raw.query<ClaimedMail>(
      `UPDATE mail_outbox SET leased_until = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until < now())
           ORDER BY next_attempt_at, created_at LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address AS "to", subject, text_body AS "text", html_body AS "html", attachments, headers, attempts`,
      [BATCH, LEASE_SECONDS],
    ),
  );
}

/** What became of one try: sent, to be tried again later, or given up (status failed). */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/**
 * One pass of the worker: sends what is due and records each outcome (in the outbox, and to
 * `counted` for the metrics). Without a mail server (`send` null) pending mail is marked kept:
 * shown to admins at /admin/outbox, never sent. Returns how many mails it tried.
 */
export async function deliverDue(database: Database, send: SendMail | null, counted: (outcome: DeliveryOutcome) => void = () => {}): Promise<number> {
  if (!send) {
    await database.rawTransaction((raw) => raw.query(`UPDATE mail_outbox SET status = 'kept' WHERE status = 'pending'`));
    return 0;
  }
  const due = await claimDue(database);
  for (const mail of due) {
    try {
      await send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments, headers: mail.headers });
      await database.rawTransaction((raw) =>
        raw.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), leased_until = NULL, last_error = NULL WHERE id = $1`, [mail.id]),
      );
      counted('sent');
    } catch (error) {
      const gaveUp = mail.attempts >= MAX_ATTEMPTS;
      await database.rawTransaction((raw) =>
        raw.query(
          `UPDATE mail_outbox SET status = $2, next_attempt_at = now() + make_interval(secs => $3), leased_until = NULL, last_error = $4 WHERE id = $1`,
          [mail.id, gaveUp ? 'failed' : 'pending', retryDelayMs(mail.attempts) / 1000, String(error instanceof Error ? error.message : error).slice(0, 500)],
        ),
      );
      counted(gaveUp ? 'failed' : 'retry');
    }
  }
  return due.length;
}

/** Runs the worker in this process from start-up to close, every `pollMs`. */
export function startMailWorker(app: FastifyInstance, send: SendMail | null, pollMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const deliveries = new Counter({
    name: 'golf_mail_deliveries_total',
    help: "Tries to send a mail by this process's worker: sent, retry (failed, tried again later) or failed (given up)",
    labelNames: ['outcome'],
    registers: [app.metrics.registry],
  });
  const pass = () =>
    (running ??= deliverDue(app.database, send, (outcome) => deliveries.inc({ outcome }))
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'mail worker pass failed'),
      )
      .finally(() => (running = undefined)));
  app.addHook('onReady', async () => {
    timer = setInterval(pass, pollMs);
    timer.unref();
    void pass();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
