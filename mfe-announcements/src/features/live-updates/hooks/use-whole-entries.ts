import { useLayoutEffect, type RefObject } from 'react';

/**
 * Ends a scrolling list at the last entry it can show whole, so its bottom edge never cuts an
 * entry in half. Only while `active` and only when the list has to scroll (the panel is held to
 * the screen's height); the list must be its entries' offset parent (`position: relative`).
 * Measured again when the window or an entry changes size (fonts arriving, a longer title).
 * The first measure waits for the next frame, where the browser lays the page out anyway: read in
 * the commit it forced a layout of the whole new page inside React's task (a long task on a phone).
 */
export function useWholeEntries(list: RefObject<HTMLElement | null>, active: boolean, entriesKey: unknown): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !active) return;
    const fit = () => {
      // Only if a cut was set: clearing an empty one would still make the next read lay out again.
      if (element.style.maxHeight) element.style.maxHeight = '';
      if (element.scrollHeight <= element.clientHeight) return;
      let bottom = 0;
      for (const entry of Array.from(element.children) as HTMLElement[]) {
        const end = entry.offsetTop + entry.offsetHeight;
        if (end > element.clientHeight) break;
        bottom = end;
      }
      if (bottom > 0) element.style.maxHeight = `${bottom}px`;
    };
    const firstFit = requestAnimationFrame(fit);
    const observer = new ResizeObserver(fit);
    for (const entry of Array.from(element.children)) observer.observe(entry);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(firstFit);
      observer.disconnect();
      window.removeEventListener('resize', fit);
      element.style.maxHeight = '';
    };
  }, [list, active, entriesKey]);
}
