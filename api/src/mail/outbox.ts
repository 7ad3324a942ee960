import type { Db } from '../db/client.js';
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
