import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { I18nextProvider } from 'react-i18next';
import i18n from '@golf/shared/i18n/i18n';
import { system } from '@golf/shared/theme/system';
import { Toasts } from '@golf/shared/theme/Toasts';

/** Theme, i18n and toasts: the shell wraps the page in it; a standalone remote does the same. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toasts />
      </I18nextProvider>
    </ChakraProvider>
  );
}
