// The JSON files the shell reads first, written into the page that needs them (architecture §4
// "First visit"). /runtime-config.json and /remotes.json were two requests made beside main.js on
// the page's origin; on a phone's connection (six per origin over HTTP/1.1, with the stylesheet,
// icons and manifest asking too) they made main.js wait for a free one. The files are still served
// (a dev server or any other page reads them), and the page falls back to them when it carries none
// (shared/src/api/page-json.ts).

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** JSON that cannot close the element it sits in. */
export const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A JSON file as the page carries it (read by shared/src/api/page-json.ts). */
export const pageJsonBlock = (file, value) => `<script type="application/json" data-file="${String(file).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${scriptSafeJson(value)}</script>`;

/**
 * @param {string} html the page
 * @param {Record<string, unknown>} files each file's path on the site and its content
 * @returns {string} the page carrying each file in its head, without the <link rel=preload> of it
 */
export function withPageData(html, files) {
  let page = html;
  const blocks = [];
  for (const [file, value] of Object.entries(files)) {
    page = page.replace(new RegExp(`<link rel="preload" href="${escapeRegExp(file)}"[^>]*>`), '');
    blocks.push(pageJsonBlock(file, value));
  }
  // A function, not a string: '$&' or "$'" in the data (an admin's title) is text, not a pattern.
  return page.replace('</title>', () => `</title>${blocks.join('')}`);
}
