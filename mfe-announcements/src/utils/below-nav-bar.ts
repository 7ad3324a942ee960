// For what stays in view on wide screens (the live-updates panel, an announcement's details): the
// shell's top bar is sticky, so these stick below it, with the page's 1rem gap above and below.
// A remote cannot import the shell, so the bar's height is read from `--golf-nav-bar-height` when
// the shell sets it, else today's bar: 4rem and its 1px border (shell/src/layout/NavBar.tsx).
const NAV_BAR_HEIGHT = 'var(--golf-nav-bar-height, 4rem + 1px)';

/** `top` of a sticky block. */
export const STICKY_TOP = `calc(${NAV_BAR_HEIGHT} + 1rem)`;

/** The greatest height of a sticky block that must be in view whole: the screen below the bar. */
export const STICKY_MAX_HEIGHT = `calc(100dvh - ${NAV_BAR_HEIGHT} - 2rem)`;
