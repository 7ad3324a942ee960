import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * 'Loading...' while the session is restored, then the page or a redirect to /login that
 * renders nothing else (spec 01 "Protected-route behaviour"). With `admin`, a signed-in member is
 * told the page is for administrators, with a way home, rather than sent away without a word.
 */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore(selectIsAdmin);
  const location = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (status !== 'signedIn') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (admin && !isAdmin) return <AdminOnly />;
  return <>{children}</>;
}

function AdminOnly() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="16" gap="3" textAlign="center" data-state="admin-only">
      <Heading as="h1" fontWeight="semibold" fontSize="xl">
        {t('states.adminOnly')}
      </Heading>
      <Text color="fg.muted">{t('states.adminOnlyHint')}</Text>
      <Button asChild colorPalette="brand" size="sm">
        <Link to="/announcements">{t('states.home')}</Link>
      </Button>
    </Stack>
  );
}
