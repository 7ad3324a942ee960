/** A piece of a post's text: plain words, or a web address to draw as a link. */
export type PostPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses only: "javascript:", "data:" and the like stay plain text. An address is
// printable ASCII without quotes or angle brackets, so it ends at white space and at Chinese text
// or full-width punctuation (請看https://golf.hk/a，謝謝).
const ADDRESS = /\bhttps?:\/\/[!#-&(-;=?-_a-~]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?。，、；：！？」』）)\]]+$/u;

/** The href for an address a member typed, or null when it is not a well-formed http(s) URL. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a post into text and links. Nothing is ever HTML: the parts are drawn as React text and
 * anchors, so a post saying `<b>` shows `<b>`.
 */
export function splitPostLinks(text: string): PostPart[] {
  const parts: PostPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    // A closing bracket belongs to the address when the address opened one: (see https://x.hk/a_(b)).
    const trailing = TRAILING_PUNCTUATION.exec(address)?.[0] ?? '';
    if (trailing && !(trailing.startsWith(')') && address.includes('('))) address = address.slice(0, -trailing.length);
    const href = safeHref(address);
    if (!href) continue;
    const start = match.index;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    parts.push({ kind: 'link', text: address, href });
    plainFrom = start + address.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
