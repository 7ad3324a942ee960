// What a shared link shows (architecture §5d): the page head's description and Open Graph tags.
// An announcement's or an event's page is described by its own title, preview and picture, read
// from the API when the page is asked for; every other page by the site itself. The shell's static
// server puts the result into its page (scripts/site.mjs).

const SITE_NAME = '青少年高爾夫社群 Youth Golf Community';
const SITE_DESCRIPTION = '香港青少年高爾夫社群：最新消息、即時動態、活動日曆、練習報名、討論區及會員卡。Youth Golf Community, Hong Kong: news, live updates, events, practice sign-up, forum and member card.';
const DESCRIPTION_LENGTH = 200;

const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line of plain text of at most `length` characters, cut at a character (never half a one). */
function summary(text, length = DESCRIPTION_LENGTH) {
  const flat = String(text ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  return characters.length <= length ? flat : `${characters.slice(0, length - 1).join('')}…`;
}

function cardOf(kind, json, apiUrl) {
  if (kind === 'announcement') {
    const { announcement } = json;
    return {
      type: 'article',
      title: announcement.title,
      description: summary(announcement.preview || announcement.content),
      image: announcement.imageFileId ? `${apiUrl}/ext/file/${encodeURIComponent(announcement.imageFileId)}` : null,
    };
  }
  const { event } = json;
  const when = [event.date, event.time?.slice(0, 5)].filter(Boolean).join(' ');
  return {
    // An event's page is for members; the link a card names is the calendar's, open to everyone.
    path: `/event-calendar?date=${encodeURIComponent(event.date)}&event=${encodeURIComponent(event._id)}`,
    type: 'article',
    title: event.name,
    description: summary([when, event.venue, event.description].filter(Boolean).join(' · ')),
    image: event.imageFileId ? `${apiUrl}/ext/file/${encodeURIComponent(event.imageFileId)}` : null,
  };
}

/**
 * @param {{ itemOf: (pathname: string) => Promise<{ kind: string, json: any } | null>, apiUrl: () => string }} pages
 *   the site's item pages (scripts/content-pages.mjs)
 */
export function shareCards(pages) {
  async function cardFor(pathname) {
    const item = await pages.itemOf(pathname);
    if (!item) return null;
    try {
      return cardOf(item.kind, item.json, pages.apiUrl());
    } catch {
      return null; // an odd answer leaves the site's own card
    }
  }

  return {
    /** The tags for a page, as HTML for its head; `title` replaces the page's <title> when set. */
    async head(pathname, origin) {
      const card = await cardFor(pathname);
      const title = card ? `${card.title} | ${SITE_NAME}` : SITE_NAME;
      const description = card?.description || SITE_DESCRIPTION;
      const image = card?.image ?? `${origin}/icons/icon-512.png`;
      const tags = [
        ['og:site_name', SITE_NAME],
        ['og:type', card?.type ?? 'website'],
        ['og:title', card ? card.title : SITE_NAME],
        ['og:description', description],
        ['og:url', `${origin}${card?.path ?? pathname}`],
        ['og:image', image],
        ['og:locale', 'zh_HK'],
      ].map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`);
      tags.push(`<meta name="twitter:card" content="${card?.image ? 'summary_large_image' : 'summary'}" />`);
      return { title: card ? title : null, description, tags: tags.join('\n    ') };
    },
  };
}

/** Puts the tags into the shell's page: its title and description replaced, the rest added. */
export function withShareCard(html, { title, description, tags }) {
  let page = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  return page.replace('</head>', `    ${tags}\n  </head>`);
}
