import type { Language } from '../core/i18n.js';
import type { Mail } from '../mail/outbox.js';
import { renderMail } from '../mail/layout.js';

// Sign-up answers the same whether or not an address has an account (issue 36 point 10): the
// owner of a registered address learns it here instead, and whoever tried learns nothing.
const TEXTS = {
  zh: {
    subject: '有人嘗試以你的電郵地址註冊',
    greeting: (name: string) => `${name}，你好：`,
    body: '剛才有人以你的電郵地址在青少年高爾夫社群註冊新帳戶。這個地址已經有帳戶，所以沒有建立新帳戶，你的帳戶亦沒有任何改變。',
    hint: '如果是你本人，請直接登入；忘記密碼的話可按以下按鈕重設。',
    action: '重設密碼',
    footnote: '如果不是你，請忽略本電郵。',
  },
  en: {
    subject: 'Someone tried to sign up with your email address',
    greeting: (name: string) => `Hello ${name},`,
    body: 'Someone just tried to create a new Youth Golf Community account with your email address. It already has an account, so no new one was made and nothing about yours changed.',
    hint: 'If it was you, sign in instead; if you forgot your password, use the button below to choose a new one.',
    action: 'Reset password',
    footnote: 'If it was not you, you can ignore this email.',
  },
} as const;

export function signUpAttemptMail({ to, name, language, siteOrigin }: { to: string; name: string; language: Language; siteOrigin: string }): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'signup-existing',
    to,
    language,
    ...renderMail({
      language,
      subject: texts.subject,
      greeting: texts.greeting(name),
      paragraphs: [texts.body, texts.hint],
      action: { label: texts.action, url: `${siteOrigin}/forgot-password` },
      footnote: texts.footnote,
    }),
  };
}
