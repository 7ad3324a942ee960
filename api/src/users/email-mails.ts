import type { Language } from '../core/i18n.js';
import type { Mail } from '../mail/outbox.js';
import { renderMail } from '../mail/layout.js';

/** The mails that prove an address (DESIGN §9): after sign-up, to activate, for a new address; and the old address's notice. */
const TEXTS = {
  zh: {
    greeting: (name: string) => `${name}，你好：`,
    signupSubject: '請確認你的電郵地址',
    signupBody: '多謝你註冊青少年高爾夫社群。請按以下按鈕確認這是你的電郵地址，確認後便可報名活動、付款及在討論區發文。連結於 24 小時內有效，只可使用一次。',
    signupAction: '確認電郵地址',
    activationSubject: '啟用你的會籍',
    activationBody: '有人以你的電郵地址及電話號碼要求啟用會方為你登記的會籍。請按以下按鈕設定密碼並啟用帳戶。連結於 24 小時內有效，只可使用一次。',
    activationAction: '設定密碼並啟用',
    changeSubject: '請確認你的新電郵地址',
    changeBody: '你要求把帳戶的電郵地址改為這個地址。請按以下按鈕確認；確認前，帳戶仍使用原來的地址。連結於 24 小時內有效，只可使用一次。',
    changeAction: '確認新電郵地址',
    noticeSubject: '你的帳戶電郵地址正在更改',
    noticeBody: (to: string) => `有人要求把你帳戶的電郵地址改為 ${to}。新地址確認後，所有電郵會寄往新地址。`,
    footnote: '如你沒有提出這個要求，請忽略本電郵。',
    noticeFootnote: '如果不是你本人，請立即更改密碼並聯絡會方。',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    signupSubject: 'Please confirm your email address',
    signupBody: 'Thank you for signing up to the Youth Golf Community. Use the button below to confirm this is your address; then you can enrol in events, pay and post in the forum. The link works once, within 24 hours.',
    signupAction: 'Confirm email address',
    activationSubject: 'Activate your membership',
    activationBody: 'Someone asked to activate the membership the club registered for you, with your email address and phone number. Use the button below to choose your password and activate the account. The link works once, within 24 hours.',
    activationAction: 'Choose password and activate',
    changeSubject: 'Please confirm your new email address',
    changeBody: 'You asked to change the email address of your account to this one. Use the button below to confirm it; until then the account keeps its old address. The link works once, within 24 hours.',
    changeAction: 'Confirm new address',
    noticeSubject: 'The email address of your account is being changed',
    noticeBody: (to: string) => `Someone asked to change the email address of your account to ${to}. Once the new address is confirmed, all mail goes there.`,
    footnote: 'If you did not ask for this, you can ignore this email.',
    noticeFootnote: 'If it was not you, change your password now and contact the club.',
  },
} as const;

interface LinkMail {
  to: string;
  name: string;
  language: Language;
  link: string;
}

function linkMail(kind: string, { to, name, language, link }: LinkMail, subject: string, body: string, action: string): Mail {
  const texts = TEXTS[language];
  return { kind, to, language, ...renderMail({ language, subject, greeting: texts.greeting(name), paragraphs: [body], action: { label: action, url: link }, footnote: texts.footnote }) };
}

export function signUpVerificationMail(mail: LinkMail): Mail {
  const texts = TEXTS[mail.language];
  return linkMail('email-verification', mail, texts.signupSubject, texts.signupBody, texts.signupAction);
}

export function activationLinkMail(mail: LinkMail): Mail {
  const texts = TEXTS[mail.language];
  return linkMail('activation', mail, texts.activationSubject, texts.activationBody, texts.activationAction);
}

export function emailChangeMail(mail: LinkMail): Mail {
  const texts = TEXTS[mail.language];
  return linkMail('email-change', mail, texts.changeSubject, texts.changeBody, texts.changeAction);
}

/** To the old address: told, not asked (the change needs the new address's link). */
export function emailChangeNoticeMail({ to, name, language, newEmail }: { to: string; name: string; language: Language; newEmail: string }): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'email-change-notice',
    to,
    language,
    ...renderMail({ language, subject: texts.noticeSubject, greeting: texts.greeting(name), paragraphs: [texts.noticeBody(newEmail)], footnote: texts.noticeFootnote }),
  };
}
