import type { Db, RawSql } from '../db/client.js';
import type { Language } from '../core/i18n.js';
import { mailOutbox, type MailAttachment } from './table.js';

/** A mail ready to go: what a template makes. */
export interface Mail {
  kind: string;
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
}

/**
 * Writes a mail to the outbox. Pass the transaction of the change that causes the mail: both are
 * kept or neither is, so a crash can lose neither (architecture §5b). The worker sends it.
 */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    language: mail.language,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
}

/** enqueueMail for work done in a raw transaction (database.rawTransaction): the same row, kept or lost with that work. */
export async function enqueueMailRaw(raw: RawSql, mail: Mail): Promise<void> {
  await raw.query(
    `INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, attachments, headers) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [mail.kind, mail.to, mail.language, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments ?? []), JSON.stringify(mail.headers ?? {})],
  );
}
