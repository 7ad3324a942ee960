import { excerpt } from '../core/excerpt.js';
import type { Language } from '../core/i18n.js';
import type { Mail } from '../mail/outbox.js';
import { renderMail } from '../mail/layout.js';

/** Why the author hears from us: reports reached the threshold, or an admin hid or removed the post. */
export type ModeratedBecause = 'reported' | 'hiddenByAdmin' | 'deletedByAdmin';

const EXCERPT_LENGTH = 120;

const TEXTS = {
  zh: {
    subject: { reported: '你的帖子已暫時隱藏', hiddenByAdmin: '你的帖子已被隱藏', deletedByAdmin: '你的帖子已被刪除' },
    greeting: (name: string) => `${name}，你好：`,
    body: {
      reported: (post: string) => `你在論壇發佈的帖子「${post}」被多位會員檢舉，已暫時隱藏，待管理員審閱。`,
      hiddenByAdmin: (post: string) => `管理員已隱藏你在論壇發佈的帖子「${post}」。`,
      deletedByAdmin: (post: string) => `管理員已刪除你在論壇發佈的帖子「${post}」。`,
    },
    reason: (reason: string) => `原因：${reason}`,
    rules: '我們的論壇屬於年輕球手，請保持友善，亦不要公開任何個人資料（例如電話號碼或地址）。',
    action: '前往論壇',
    footnote: '如你認為這是誤會，請透過網站的「聯絡我們」告訴我們。',
  },
  en: {
    subject: { reported: 'Your post is hidden for review', hiddenByAdmin: 'Your post has been hidden', deletedByAdmin: 'Your post has been removed' },
    greeting: (name: string) => `Hello ${name},`,
    body: {
      reported: (post: string) => `Your forum post “${post}” was reported by several members and is hidden until an administrator reviews it.`,
      hiddenByAdmin: (post: string) => `An administrator hid your forum post “${post}”.`,
      deletedByAdmin: (post: string) => `An administrator removed your forum post “${post}”.`,
    },
    reason: (reason: string) => `Reason: ${reason}`,
    rules: 'Our forum belongs to young golfers: please keep it friendly and never share personal details such as phone numbers or addresses.',
    action: 'Go to the forum',
    footnote: 'If you think this is a mistake, tell us through Contact Us on the website.',
  },
} as const;

export function postModeratedMail(input: { to: string; name: string; language: Language; because: ModeratedBecause; excerpt: string; reason: string; forumUrl: string }): Mail {
  const texts = TEXTS[input.language];
  const paragraphs = [texts.body[input.because](excerpt(input.excerpt, EXCERPT_LENGTH)), ...(input.reason.trim() ? [texts.reason(input.reason.trim())] : []), texts.rules];
  return {
    kind: 'forum-moderation',
    to: input.to,
    language: input.language,
    ...renderMail({
      language: input.language,
      subject: texts.subject[input.because],
      greeting: texts.greeting(input.name),
      paragraphs,
      action: { label: texts.action, url: input.forumUrl },
      footnote: texts.footnote,
    }),
  };
}
