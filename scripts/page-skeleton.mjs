// A page's frame before any script (issue 34): the release-time page had an empty #root, so a
// phone painted nothing until main.js (~180 KB gz) had arrived and run. The release step writes a
// static copy of the frame's outline into #root instead: the nav bar (same height, colours and
// logo as shell/src/layout/NavBar.tsx) and the main area's reserved space, styled by classes of
// the theme's prebuilt stylesheet (shared/src/theme/system.ts, `.golf-skeleton*`), so no inline
// style and no script. React's createRoot empties #root when it first draws the frame.
//
// It is hidden from assistive technology (aria-hidden): no landmark, heading or link, nothing to
// press. It shows the logo and no text: the visitor's language is known only to script (localStorage,
// shared/src/i18n/i18n.ts), and the club's name differs between the two, so a Chinese name would
// be wrong for an English visitor until the frame is drawn (decision "A page paints its frame
// before script"). Without script, a line in both languages, the page's own first, says so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The nav bar's logo (the shell inlines the same file as a data: URL). */
const LOGO_FILE = path.join(rootDir, 'shell/src/assets/logo.svg');

/** Marks the skeleton, for tests and for anyone reading the page. */
export const SKELETON_ATTRIBUTE = 'data-golf-skeleton';

const NO_SCRIPT = {
  zh: { lang: 'zh-Hant', text: '本網站需要 JavaScript 才能使用：請在瀏覽器設定中開啟 JavaScript，然後重新載入此頁。' },
  en: { lang: 'en', text: 'This site needs JavaScript: please turn it on in your browser’s settings, then reload this page.' },
};

/** The page's language from its <html lang> ('zh-Hant' → 'zh', 'en…' → 'en'). */
export function pageLanguage(html) {
  const lang = /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? '';
  return /^en\b/i.test(lang) ? 'en' : 'zh';
}

/**
 * The logo as an inline, decorative <svg> (an inline one paints with the page's first paint; its
 * size attributes hold it should the stylesheet not arrive).
 */
function logoSvg(svg) {
  return svg
    .trim()
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/^<svg\b/, '<svg class="golf-skeleton-logo" width="36" height="36" focusable="false"');
}

/**
 * The skeleton's markup for a page in `language` ('zh' or 'en').
 * @param {{ language?: 'zh' | 'en', logo?: string }} [options] logo: the SVG's text (the shell's logo by default)
 */
export function skeletonHtml({ language = 'zh', logo = readFileSync(LOGO_FILE, 'utf8') } = {}) {
  const lines = (language === 'en' ? [NO_SCRIPT.en, NO_SCRIPT.zh] : [NO_SCRIPT.zh, NO_SCRIPT.en]).map(({ lang, text }) => `<p lang="${lang}">${text}</p>`);
  return (
    `<div class="golf-skeleton" ${SKELETON_ATTRIBUTE}="${language}">` +
    `<div class="golf-skeleton-bar" aria-hidden="true"><div class="golf-skeleton-row">${logoSvg(logo)}</div></div>` +
    `<noscript><div class="golf-skeleton-noscript">${lines.join('')}</div></noscript>` +
    `<div class="golf-skeleton-main" aria-hidden="true"></div>` +
    `</div>`
  );
}

/** The page with the skeleton in its empty #root (a page without one is returned as it is). */
export function withSkeleton(html, options = {}) {
  const skeleton = skeletonHtml({ language: pageLanguage(html), ...options });
  // A function as the replacement: '$' in the markup stays text.
  return html.replace('<div id="root"></div>', () => `<div id="root">${skeleton}</div>`);
}
