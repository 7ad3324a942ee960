// Every `@emotion/react` import resolves here (an alias in rspack.shared.js), and this module is
// the one shared singleton for it. Only Chakra imports emotion, and only these three names: shared
// whole, the package also shipped its jsx runtime, withTheme and hoist-non-react-statics on every
// first visit. An export that is missing here fails the build: add it to the list.
export { Global, ThemeContext, withEmotionCache } from '@emotion/react';
