// Keys that move focus or act on it: someone pressing them is finding their way by keyboard.
const NAVIGATION_KEYS = new Set(['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape']);

/**
 * Marks the page (`data-keyboard-used` on <html>) while the visitor finds their way by keyboard,
 * and unmarks it at the next pointer press. The theme draws the ring on a page heading that
 * received focus from the frame only when marked (shared/src/theme/system.ts). Returns the undo.
 */
export function trackKeyboardUse(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (NAVIGATION_KEYS.has(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) root.setAttribute('data-keyboard-used', '');
  };
  const onPointer = () => root.removeAttribute('data-keyboard-used');
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
