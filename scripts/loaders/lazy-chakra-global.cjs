// A loader for Chakra's createSystem (styled-system/system.js). It builds the theme's global CSS
// objects (the reset, globalCss, every token as a CSS variable) as soon as a system is made, though
// only its provider reads them, for emotion's Global. The site ships that CSS prebuilt
// (scripts/theme-css.mjs, decision 66), so this makes `_global` a property computed on first read:
// where the stylesheet is on the page nothing reads it, and a page without it (a remote's own dev
// server, jest) gets the same objects as before, once.
//
// With `{ prebuilt: true }` (the shell's build, whose page always links that stylesheet) there is
// nothing to compute: `_global` is empty, and the system has no getTokenCss, getGlobalCss or
// getPreflightCss (nothing on the page calls them), so the code that makes that CSS (the reset
// among it) is left out of main.js.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /\n(\s+)_global,\n/;
const CSS_MAKERS = /\n\s+getTokenCss,\n\s+getGlobalCss,\n\s+getPreflightCss,\n/;

module.exports = function lazyChakraGlobal(source) {
  if (!source.includes(EAGER) || !RETURNED.test(source) || !CSS_MAKERS.test(source)) {
    throw new Error(
      `${this.resourcePath}: Chakra's createSystem no longer builds _global as scripts/loaders/lazy-chakra-global.cjs expects. ` +
        'Update the loader (or drop it and the prebuilt theme stylesheet) for this Chakra version.',
    );
  }
  const { prebuilt = false } = this.getOptions() ?? {};
  const global = prebuilt ? 'return [];' : 'return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
  const lazy = source.replace(EAGER, prebuilt ? '' : 'let _globalCss;').replace(RETURNED, `\n$1get _global() {\n$1  ${global}\n$1},\n`);
  return prebuilt ? lazy.replace(CSS_MAKERS, '\n') : lazy;
};
