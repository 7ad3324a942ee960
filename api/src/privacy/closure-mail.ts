import type { Language } from '../core/i18n.js';
import { renderMail } from '../mail/layout.js';
import type { Mail } from '../mail/outbox.js';

/** The club's day in Hong Kong, as a member reads it. */
function dayOf(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-Hant-HK' : 'en-GB', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

const TEXTS = {
  zh: {
    subject: (junior: string | null) => (junior ? `青少年成員${junior}的資料將被刪除` : '你的帳戶將被關閉'),
    greeting: '你好：',
    body: (junior: string | null, day: string) =>
      junior
        ? `我們收到關閉青少年成員${junior}紀錄的要求。其個人資料將於${day}刪除。在此之前，你可登入後在「家庭」頁面取消。`
        : `我們收到關閉你帳戶的要求。你的個人資料將於${day}刪除或匿名處理；你在討論區的帖子會保留，作者顯示為「前會員」。在此之前，你仍可登入，並在「設定」的「私隱」部分取消。`,
    action: '管理私隱設定',
    footnote: '如你沒有提出此要求，請立即登入取消並更改密碼。',
  },
  en: {
    subject: (junior: string | null) => (junior ? `Junior ${junior}'s data will be erased` : 'Your account will be closed'),
    greeting: 'Hello,',
    body: (junior: string | null, day: string) =>
      junior
        ? `We received a request to close junior ${junior}'s record. Their personal data will be erased on ${day}. Until then, you can sign in and cancel on the Family page.`
        : `We received a request to close your account. Your personal data will be erased or anonymised on ${day}; your forum posts stay, shown as by "Former member". Until then, you can still sign in and cancel in the Privacy part of Settings.`,
    action: 'Manage privacy',
    footnote: 'If you did not ask for this, sign in now to cancel it and change your password.',
  },
} as const;

/** Confirms a closure to the account that will lose it (or the guardian of the junior). */
export function closureMail({ to, language, eraseAfter, juniorName, link }: { to: string; language: Language; eraseAfter: Date; juniorName: string | null; link: string }): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'privacy-closure',
    to,
    language,
    ...renderMail({
      language,
      subject: texts.subject(juniorName),
      greeting: texts.greeting,
      paragraphs: [texts.body(juniorName, dayOf(eraseAfter, language))],
      action: { label: texts.action, url: link },
      footnote: texts.footnote,
    }),
  };
}
