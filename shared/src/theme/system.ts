// The Chakra system of the whole site, built from the base preset and only the recipes a first
// visit draws (the frame, the announcements hub); it ships in the shell's main.js (architecture §2).
// Every other component takes its recipe where it is used, from shared/src/theme/recipes/
// (`<Dialog.Root recipe={dialogSlotRecipe}>`): without one it renders unstyled. No slot recipe is
// here: Chakra's slot recipes import its whole anatomy module (every component's parts).
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { breakpoints } from '@chakra-ui-theme/breakpoints.js';
import { globalCss } from '@chakra-ui-theme/global-css.js';
import { layerStyles } from '@chakra-ui-theme/layer-styles.js';
import { animationStyles } from '@chakra-ui-theme/motion-styles.js';
import { textStyles } from '@chakra-ui-theme/text-styles.js';
import { semanticColors } from '@chakra-ui-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui-theme/semantic-tokens/shadows.js';
import { animations } from '@chakra-ui-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui-theme/tokens/blurs.js';
import { borders } from '@chakra-ui-theme/tokens/borders.js';
import { colors } from '@chakra-ui-theme/tokens/colors.js';
import { cursor } from '@chakra-ui-theme/tokens/cursor.js';
import { durations } from '@chakra-ui-theme/tokens/durations.js';
import { easings } from '@chakra-ui-theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui-theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui-theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui-theme/tokens/line-heights.js';
import { radii } from '@chakra-ui-theme/tokens/radius.js';
import { sizes } from '@chakra-ui-theme/tokens/sizes.js';
import { spacing } from '@chakra-ui-theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui-theme/tokens/z-indices.js';
import { badgeRecipe } from '@chakra-ui-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui-theme/recipes/button.js';
import { headingRecipe } from '@chakra-ui-theme/recipes/heading.js';
import { spinnerRecipe } from '@chakra-ui-theme/recipes/spinner.js';
import { linkRecipe } from '@chakra-ui-theme/recipes/link.js';
import { skeletonRecipe } from '@chakra-ui-theme/recipes/skeleton.js';
import { iconRecipe } from '@chakra-ui-theme/recipes/icon.js';

const brand = {
  50: { value: '#eaf6ee' },
  100: { value: '#cbe9d5' },
  200: { value: '#9dd4b0' },
  300: { value: '#67bb86' },
  400: { value: '#3c9f63' },
  500: { value: '#23834a' },
  600: { value: '#1b6a3c' },
  700: { value: '#165431' },
  800: { value: '#124027' },
  900: { value: '#0d2e1c' },
  950: { value: '#071a10' },
};

type SemanticGroup = Record<string, { value: unknown }>;
const semantic = semanticColors as unknown as Record<string, SemanticGroup>;

/**
 * WCAG AA (4.5:1) where Chakra's defaults fall short on white: the faint, success and warning text
 * colours (gray.400 is 2.6:1) and the solid badges and buttons whose white text sits on a 600 shade (green 3.3:1, orange
 * 3.6:1, pink 4.1:1, teal 3.7:1, cyan 3.2:1) take the next shade darker.
 */
const accessibleColors = {
  fg: {
    ...semantic.fg,
    subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  },
  ...Object.fromEntries(
    ['green', 'orange', 'pink', 'teal', 'cyan'].map((palette) => [
      palette,
      { ...semantic[palette], solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.600}` } } },
    ]),
  ),
};

/**
 * True in the shell's build (rspack.shared.js): its page links the theme's global CSS as a
 * stylesheet made at build time from this module (scripts/theme-css.mjs, decision 66), so the
 * theme it runs leaves out what only that CSS is made of (globalCss, the keyframes' bodies;
 * Chakra reads the keyframes' names only for its type generator): about 1 KB of main.js.
 */
const GLOBAL_CSS_PREBUILT = process.env.GOLF_THEME_CSS_PREBUILT === 'true';

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: GLOBAL_CSS_PREBUILT ? {} : {
    ...globalCss,
    // The height of the shell's sticky top bar (shell/src/layout/NavBar.tsx: 4rem and its 1px
    // border), for whatever must stay in view below it: the frame, a remote's sticky panel.
    ':root': { '--golf-nav-bar-height': 'calc(4rem + 1px)' },
    body: { ...(globalCss as Record<string, object>).body, bg: 'gray.50', color: 'gray.900', _print: { bg: 'white' } },
    // On paper (an entry ticket, a receipt): the page's content only, nothing to press.
    'header, footer, button, [data-print="hide"]': { _print: { display: 'none !important' } },
    '[data-print="keep"]': { _print: { breakInside: 'avoid', boxShadow: 'none !important' } },
    // A page's heading receives focus after a navigation (the shell's use-page-heading) so a screen
    // reader starts there; a ring on it is for keyboard users only. Chromium counts focus moved by
    // script before any click as :focus-visible, so the frame marks the page once a key is used.
    // The release-time page's frame before script (scripts/page-skeleton.mjs): the nav bar and the
    // main area as shell/src/layout/NavBar.tsx and Frame.tsx draw them, so nothing moves when React
    // replaces it. Only in the prebuilt stylesheet: the shell's main.js leaves globalCss out.
    '.golf-skeleton': { minH: '100dvh', display: 'flex', flexDirection: 'column' },
    '.golf-skeleton-bar': { bg: 'white', borderBottomWidth: '1px', position: 'sticky', top: '0', zIndex: 'sticky', boxShadow: 'xs' },
    '.golf-skeleton-row': { maxW: '7xl', mx: 'auto', px: { base: '3', md: '6' }, h: '16', display: 'flex', alignItems: 'center' },
    '.golf-skeleton-logo': { boxSize: '9', flexShrink: '0' },
    '.golf-skeleton-main': { flex: '1', minH: 'calc(100dvh - var(--golf-nav-bar-height))', w: 'full', maxW: '7xl', mx: 'auto' },
    '.golf-skeleton-noscript': { maxW: '2xl', mx: 'auto', px: '4', py: '8', textAlign: 'center', color: 'gray.900', lineHeight: '1.6', '& p + p': { mt: '2' } },
    '[data-page-heading]:focus': { outline: 'none' },
    '[data-keyboard-used] [data-page-heading]:focus-visible': {
      outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '4px', borderRadius: 'sm',
    },
  },
  theme: {
    breakpoints,
    keyframes: GLOBAL_CSS_PREBUILT ? {} : keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      animations, aspectRatios, blurs, borders, durations, easings, fontSizes, fontWeights,
      letterSpacings, lineHeights, radii, spacing, sizes, cursor,
      zIndex: zIndices,
      colors: { ...colors, brand },
      fonts: {
        ...fonts,
        heading: { value: "'Inter', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif" },
        body: { value: "'Inter', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        ...semanticColors,
        ...accessibleColors,
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
      shadows: semanticShadows,
      radii: semanticRadii,
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
