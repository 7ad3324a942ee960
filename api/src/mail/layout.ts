// The one look of every mail: plain text for any client, and a simple HTML version readable on a
// phone (one column, system fonts, a large button).
import type { Language } from '../core/i18n.js';

const CLUB = { zh: '香港青少年高爾夫社群', en: 'Youth Golf Community, Hong Kong' } as const;

export interface MailContent {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** An image attached with this content id, shown after the paragraphs (the entry QR code). */
  image?: { cid: string; alt: string; size: number };
  /** Reminders: the one-click link that switches them off (also as List-Unsubscribe, RFC 8058). */
  unsubscribe?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderMail({ language, subject, greeting, paragraphs, image, action, footnote, unsubscribe }: MailContent): RenderedMail {
  const text = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), ...(footnote ? [footnote, ''] : []), `— ${CLUB[language]}`, ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : [])].join('\n');
  const html = `<!doctype html>
<html lang="${language === 'zh' ? 'zh-Hant' : 'en'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7f6;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans TC',sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:14px;color:#1b6a3c;font-weight:bold;margin:0 0 16px">${escapeHtml(CLUB[language])}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;font-size:16px;line-height:1.6">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('\n')}
${image ? `<p style="margin:0 0 16px;text-align:center"><img src="cid:${escapeHtml(image.cid)}" width="${image.size}" height="${image.size}" alt="${escapeHtml(image.alt)}" style="display:inline-block;width:${image.size}px;height:${image.size}px"></p>` : ''}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1b6a3c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
${footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ''}
</div>
${unsubscribe ? `<p style="margin:16px 0 0;font-size:12px;color:#777"><a href="${escapeHtml(unsubscribe.url)}" style="color:#777">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</div>
</body>
</html>`;
  // Mail clients offer their own "unsubscribe" button from these, and post to the link (RFC 8058).
  const headers = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
  return { subject, text, html, ...(headers ? { headers } : {}) };
}
