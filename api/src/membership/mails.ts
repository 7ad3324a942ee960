import type { Language } from '../core/i18n.js';
import { renderMail } from '../mail/layout.js';
import type { Mail } from '../mail/outbox.js';

const TEXTS = {
  zh: {
    subject: '年度會籍付款收據',
    greeting: (name: string) => `${name}，你好：`,
    body: (amount: string, when: string, until: string) => `我們已收到你於 ${when} 支付的年度會籍費用 HK$${amount}。你的會籍有效至 ${until}。會員二維碼可在「我的會籍」頁面查看。`,
    action: '我的會籍',
    juniorSubject: (junior: string) => `年度會籍付款收據：${junior}`,
    juniorBody: (junior: string, amount: string, when: string, until: string) =>
      `我們已收到你於 ${when} 為 ${junior} 支付的年度會籍費用 HK$${amount}。${junior} 的會籍有效至 ${until}。會員二維碼可在「我的家庭」頁面查看。`,
    juniorAction: '我的家庭',
  },
  en: {
    subject: 'Receipt: annual membership',
    greeting: (name: string) => `Hello ${name},`,
    body: (amount: string, when: string, until: string) =>
      `We received your annual membership fee of HK$${amount} on ${when}. Your membership runs until ${until}. Your member QR card is on the My Membership page.`,
    action: 'My Membership',
    juniorSubject: (junior: string) => `Receipt: annual membership of ${junior}`,
    juniorBody: (junior: string, amount: string, when: string, until: string) =>
      `We received your annual membership fee of HK$${amount} for ${junior} on ${when}. Their membership runs until ${until}. Their member QR card is on the My family page.`,
    juniorAction: 'My family',
  },
} as const;

const hkFormat = (at: Date, language: Language, withTime: boolean) =>
  new Intl.DateTimeFormat(language === 'zh' ? 'zh-HK' : 'en-GB', { timeZone: 'Asia/Hong_Kong', dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' as const } : {}) }).format(at);

export function membershipReceiptMail({ to, name, junior, language, amountCents, paidAt, expiresAt, webOrigin }: {
  to: string;
  name: string;
  /** The junior whose membership the guardian paid (the mail goes to the guardian). */
  junior?: string;
  language: Language;
  amountCents: number;
  paidAt: Date;
  expiresAt: Date;
  webOrigin: string;
}): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'membership-receipt',
    to,
    language,
    ...renderMail({
      language,
      subject: junior ? texts.juniorSubject(junior) : texts.subject,
      greeting: texts.greeting(name),
      paragraphs: [
        junior
          ? texts.juniorBody(junior, (amountCents / 100).toFixed(2), hkFormat(paidAt, language, true), hkFormat(expiresAt, language, false))
          : texts.body((amountCents / 100).toFixed(2), hkFormat(paidAt, language, true), hkFormat(expiresAt, language, false)),
      ],
      action: junior ? { label: texts.juniorAction, url: `${webOrigin}/membership/family` } : { label: texts.action, url: `${webOrigin}/membership` },
    }),
  };
}
