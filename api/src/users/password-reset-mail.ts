import type { Language } from '../core/i18n.js';
import type { Mail } from '../mail/outbox.js';
import { renderMail } from '../mail/layout.js';

const TEXTS = {
  zh: {
    subject: '重設你的密碼',
    greeting: (name: string) => `${name}，你好：`,
    body: '我們收到重設你帳戶密碼的要求。請按以下按鈕設定新密碼。連結於 60 分鐘內有效，只可使用一次。',
    action: '重設密碼',
    footnote: '如你沒有提出這個要求，請忽略本電郵，你的密碼不會改變。',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. Use the button below to choose a new one. The link works once, within 60 minutes.',
    action: 'Reset password',
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
} as const;

export function passwordResetMail({ to, name, language, link }: { to: string; name: string; language: Language; link: string }): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'password-reset',
    to,
    language,
    ...renderMail({ language, subject: texts.subject, greeting: texts.greeting(name), paragraphs: [texts.body], action: { label: texts.action, url: link }, footnote: texts.footnote }),
  };
}
