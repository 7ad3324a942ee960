import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { I18nextProvider } from 'react-i18next';
import i18n from '@golf/shared/i18n/i18n';
import { system } from '@golf/shared/theme/system';
import { Toasts } from '@golf/shared/theme/Toasts';

/** Marks the theme's prebuilt global stylesheet in the page's head (scripts/theme-css.mjs). */
export const THEME_STYLESHEET_SELECTOR = 'link[data-golf-theme]';

/**
 * The system the provider gets. Where the page already has the theme's global CSS as a stylesheet
 * (the shell's page, decision 66), the provider is told there is none to insert, so the reset and
 * the token variables are neither computed nor inserted again; elsewhere (a remote on its own dev
 * server, tests) Chakra inserts them as usual. Own properties are copied as they are, so the
 * global CSS (a property computed on first read) is never read.
 */
function providedSystem(): typeof system {
  if (typeof document === 'undefined' || !document.querySelector(THEME_STYLESHEET_SELECTOR)) return system;
  return Object.defineProperties({}, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    // The stylesheet declares the layer order itself.
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  }) as typeof system;
}

const pageSystem = providedSystem();

/** Theme, i18n and toasts: the shell wraps the page in it; a standalone remote does the same. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={pageSystem}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toasts />
      </I18nextProvider>
    </ChakraProvider>
  );
}
