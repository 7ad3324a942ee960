import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trackKeyboardUse } from './keyboard-use';

/**
 * Every page names itself with one h1, the remotes' pages too (the shell cannot import them, and
 * a detail page only knows its name once its data has arrived). The shell follows that heading:
 * it is the document title ("Heading | site name", in the language shown), and after a navigation
 * focus moves to it, so a screen reader starts reading the new page and a keyboard user does not
 * start again at the nav bar. The first page of a visit keeps the browser's own starting point.
 */
export function usePageHeading(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => trackKeyboardUse(), []);
  const { t } = useTranslation('common');
  const siteName = t('appName');
  // The path whose heading has had focus (or, for the first page, needed none).
  const focusedFor = useRef<string | null>(null);

  useEffect(() => {
    const region = main.current;
    if (!region) return undefined;
    const navigated = focusedFor.current !== null && focusedFor.current !== pathname;
    if (!navigated) focusedFor.current = pathname;

    const follow = () => {
      const heading = region.querySelector('h1');
      const name = heading?.textContent?.trim();
      const title = name ? `${name} | ${siteName}` : siteName;
      if (document.title !== title) document.title = title;
      if (!heading || focusedFor.current === pathname) return;
      focusedFor.current = pathname;
      // A page that put focus somewhere itself (a form's first field) keeps it.
      if (region.contains(document.activeElement) && document.activeElement !== region) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // Marked so the theme draws its ring for keyboard users only (keyboard-use.ts).
      heading.setAttribute('data-page-heading', '');
      heading.focus({ preventScroll: true });
    };
    follow();
    // The heading appears when the page's code and data have loaded, and changes with the language.
    const observer = new MutationObserver(follow);
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, siteName]);
}
