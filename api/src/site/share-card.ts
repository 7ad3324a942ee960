// The page a link preview reads (architecture §2 "Share cards", decision 73). Link previewers
// (WhatsApp, Facebook, Telegram, …) read only a page's head and run no script, so the web server
// in front sends their requests for an announcement's or an event's address here, and everybody
// else gets the release-time page. The card is made from the same public reads the apps use (their
// in-process cache absorbs a burst of previews), and names the site by its configured origin,
// never by the request's Host.
import type { FastifyInstance } from 'fastify';

export const SITE_NAME = '青少年高爾夫社群 Youth Golf Community';
export const SITE_DESCRIPTION =
  '香港青少年高爾夫社群：最新消息、即時動態、活動日曆、練習報名、討論區及會員卡。Youth Golf Community, Hong Kong: news, live updates, events, practice sign-up, forum and member card.';
const DESCRIPTION_LENGTH = 200;

export interface ShareCard {
  title: string;
  description: string;
  /** The address the card opens (an event's opens the public calendar on its day, DESIGN §5c). */
  url: string;
  image: string | null;
  /** The language the card's title is in, when the item says (it fell back when the visitor's is not written). */
  lang?: string;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line of plain text of at most `length` characters, cut at a character (never half a one). */
export function summary(text: string | null | undefined, length = DESCRIPTION_LENGTH) {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  return characters.length <= length ? flat : `${characters.slice(0, length - 1).join('')}…`;
}

/** The item an address shows: `/announcements/<id>` or `/events/<id>`, else null. */
export function itemOfPath(pathname: string): { kind: 'announcement' | 'event'; id: string } | null {
  const match = /^\/(announcements|events)\/([^/?#]{1,100})$/.exec(pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { kind: match[1] === 'announcements' ? 'announcement' : 'event', id };
}

interface Item {
  title?: string;
  titleLang?: string;
  name?: string;
  nameLang?: string;
  preview?: string;
  content?: string;
  description?: string;
  date?: string;
  time?: string;
  venue?: string;
  imageFileId?: string | null;
}

/** Reads an item as a visitor would (the public read, so its cache and its visibility rules). */
async function readItem(app: FastifyInstance, kind: 'announcement' | 'event', id: string, language: string): Promise<Item | null> {
  const response = await app.inject({ method: 'GET', url: `/ext/${kind}/get/${encodeURIComponent(id)}`, headers: { 'accept-language': language } });
  if (response.statusCode !== 200) return null;
  const body = response.json() as Record<string, Item | undefined>;
  return body[kind] ?? null;
}

export async function shareCardFor(app: FastifyInstance, pathname: string, language: string): Promise<ShareCard | null> {
  const item = itemOfPath(pathname);
  if (!item) return null;
  const found = await readItem(app, item.kind, item.id, language);
  if (!found) return null;
  const site = app.config.webOrigins[0] ?? '';
  const image = found.imageFileId ? `${app.config.publicApiUrl}/ext/file/${encodeURIComponent(found.imageFileId)}` : null;
  if (item.kind === 'announcement') {
    return {
      title: found.title ?? '',
      description: summary(found.preview || found.content),
      url: `${site}/announcements/${encodeURIComponent(item.id)}`,
      image,
      lang: found.titleLang,
    };
  }
  const when = [found.date, found.time?.slice(0, 5)].filter(Boolean).join(' ');
  const calendar = new URLSearchParams({ ...(found.date ? { date: found.date } : {}), event: item.id });
  return {
    title: found.name ?? '',
    description: summary([when, found.venue, found.description].filter(Boolean).join(' · ')),
    url: `${site}/event-calendar?${calendar}`,
    image,
    // The language its name is in (the visitor's, else the other one: decision 95).
    lang: found.nameLang,
  };
}

/** A whole page for a link previewer: the card in its head, a link to the item in its body. */
export function shareCardPage(card: ShareCard | null, site: string, pathname: string, visitorLanguage: string): string {
  // The card's own language when its text is in the other one (DESIGN §13).
  const language = card?.lang ?? visitorLanguage;
  const title = card ? `${card.title} | ${SITE_NAME}` : SITE_NAME;
  const description = card?.description || SITE_DESCRIPTION;
  const url = card?.url ?? `${site}${pathname}`;
  const tags: Array<[string, string]> = [
    ['og:site_name', SITE_NAME],
    ['og:type', card ? 'article' : 'website'],
    ['og:title', card ? card.title : SITE_NAME],
    ['og:description', description],
    ['og:url', url],
    ['og:image', card?.image ?? `${site}/icons/icon-512.png`],
    ['og:locale', language === 'en' ? 'en_GB' : 'zh_HK'],
  ];
  return [
    '<!doctype html>',
    `<html lang="${language === 'en' ? 'en' : 'zh-Hant'}">`,
    '<head>',
    '<meta charset="utf-8" />',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${card?.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '</head>',
    `<body><h1>${escapeHtml(card ? card.title : SITE_NAME)}</h1><p>${escapeHtml(description)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
