import type { Language } from '../core/i18n.js';
import type { Mail } from '../mail/outbox.js';
import { renderMail } from '../mail/layout.js';

const TEXTS = {
  zh: {
    subject: '邀請你成為家庭的第二位監護人',
    greeting: '你好：',
    body: (from: string) =>
      `${from} 邀請你在青少年高爾夫社群成為其家庭的第二位監護人。接受後，你可以查看及更新家中青少年成員的資料，並為他們報名活動。請以收到本電郵的地址登入（或註冊）後按以下按鈕。連結於 24 小時內有效，只可使用一次。`,
    action: '接受邀請',
    footnote: '如你不認識邀請人，請忽略本電郵。',
  },
  en: {
    subject: 'You are invited to be a second guardian of a family',
    greeting: 'Hello,',
    body: (from: string) =>
      `${from} invited you to be the second guardian of their family in the Youth Golf Community. Once you accept, you can see and update their juniors' details and enrol them in events. Sign in (or sign up) with the address this email came to, then use the button below. The link works once, within 24 hours.`,
    action: 'Accept the invitation',
    footnote: 'If you do not know who invited you, you can ignore this email.',
  },
} as const;

/**
 * The invitation a guardian sends to a second guardian. It names the inviter by their verified
 * address, not the free-text name they chose, so the club's mail carries no text a member wrote.
 */
export function guardianInviteMail({ to, inviterEmail, language, link }: { to: string; inviterEmail: string; language: Language; link: string }): Mail {
  const texts = TEXTS[language];
  return {
    kind: 'guardian-invite',
    to,
    language,
    ...renderMail({ language, subject: texts.subject, greeting: texts.greeting, paragraphs: [texts.body(inviterEmail)], action: { label: texts.action, url: link }, footnote: texts.footnote }),
  };
}
