import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Language } from '../core/i18n.js';
import { renderMail } from '../mail/layout.js';
import { enqueueMail } from '../mail/outbox.js';
import { claimReminder, unsubscribeUrl, type ReminderLinks } from '../mail/reminders.js';
import { users } from '../users/table.js';
import { daysUntilExpiry } from './rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const TEXTS = {
  zh: {
    subject: (days: number) => `你的年度會籍將於 ${days} 天後到期`,
    greeting: (name: string) => `${name}，你好：`,
    body: (until: string) => `你的年度會籍將於 ${until} 到期。請在「我的會籍」頁面續會，繼續享有會員價及每月免費練習。`,
    action: '續會',
    unsubscribe: '不再收取提示電郵',
  },
  en: {
    subject: (days: number) => `Your annual membership ends in ${days} days`,
    greeting: (name: string) => `Hello ${name},`,
    body: (until: string) => `Your annual membership ends on ${until}. Renew it on the My Membership page to keep member prices and your monthly free practice.`,
    action: 'Renew',
    unsubscribe: 'Stop reminder emails',
  },
} as const;

const hkDate = (at: Date, language: Language) => new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'long' }).format(at);

/** 30 days before a membership ends, and again 7 days before: once each per expiry date. */
const STAGES = [
  { kind: 'membership-30-days', withinDays: 30, afterDays: 7 },
  { kind: 'membership-7-days', withinDays: 7, afterDays: 0 },
] as const;

export async function writeMembershipReminders(db: Db, links: ReminderLinks, now = new Date()): Promise<number> {
  let written = 0;
  for (const stage of STAGES) {
    const due = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName, language: users.language, expiry: users.annualMembershipExpiredAt })
      .from(users)
      .where(
        and(
          eq(users.annualMembershipActivated, true),
          eq(users.remindersEnabled, true),
          isNotNull(users.annualMembershipExpiredAt),
          gt(users.annualMembershipExpiredAt, new Date(now.getTime() + stage.afterDays * DAY_MS)),
          lte(users.annualMembershipExpiredAt, new Date(now.getTime() + stage.withinDays * DAY_MS)),
        ),
      );
    for (const user of due) {
      const expiry = user.expiry!;
      await db.transaction(async (tx) => {
        // Keyed by the expiry: a renewal moves it, and the next year's reminders go again.
        if (!(await claimReminder(tx, stage.kind, expiry.toISOString(), user.id))) return;
        const texts = TEXTS[user.language];
        await enqueueMail(tx, {
          kind: stage.kind,
          to: user.email,
          language: user.language,
          ...renderMail({
            language: user.language,
            subject: texts.subject(daysUntilExpiry(expiry, now)),
            greeting: texts.greeting(user.fullName),
            paragraphs: [texts.body(hkDate(expiry, user.language))],
            action: { label: texts.action, url: `${links.webOrigin}/membership` },
            unsubscribe: { label: texts.unsubscribe, url: unsubscribeUrl(links.publicApiUrl, links.secret, user.id) },
          }),
        });
        written += 1;
      });
    }
  }
  return written;
}
