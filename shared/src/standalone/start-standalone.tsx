import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { loadRuntimeConfig } from '@golf/shared/api/runtime-config';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { AppProvider } from '@golf/shared/theme/AppProvider';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * A remote on its own dev server, for its team: the same providers as the shell and a minimal
 * frame with links to its sections. The session is the one kept in this origin's sessionStorage.
 */
export async function startStandalone(appName: string, routes: StandaloneRoute[]): Promise<void> {
  await loadRuntimeConfig();
  void useAuthStore.getState().init();
  createRoot(document.getElementById('root')!).render(
    <AppProvider>
      <BrowserRouter>
        <Box bg="gray.900" color="white" px="4" py="2">
          <Flex gap="4" align="center" wrap="wrap">
            <Text fontWeight="bold">{appName} (standalone)</Text>
            {routes.map(({ path }) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </Flex>
        </Box>
        <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="6">
          <Routes>
            {routes.map(({ path, element }) => (
              <Route key={path} path={`${path}/*`} element={element} />
            ))}
          </Routes>
        </Box>
      </BrowserRouter>
    </AppProvider>,
  );
}
