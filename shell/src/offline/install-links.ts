/**
 * What makes the site installable: the web app manifest and the home-screen icon Safari uses.
 * Linked once the page has loaded and painted, not in the page's head: on a first visit over a
 * phone's connection every request beside main.js slows the first paint, and neither is needed
 * for it. Browsers read both links whenever they appear (an install prompt, "Add to Home Screen").
 */
export const INSTALL_LINKS: ReadonlyArray<{ rel: string; href: string }> = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

export function linkInstallFiles(head: HTMLHeadElement = document.head): void {
  for (const { rel, href } of INSTALL_LINKS) {
    if (head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    head.appendChild(link);
  }
}
