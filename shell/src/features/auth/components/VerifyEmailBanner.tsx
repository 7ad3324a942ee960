import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import '../../../i18n/auth';
import { ResendLinkButton } from './ResendLinkButton';

/**
 * On every page while the signed-in account's address is unproved (DESIGN §9): what to do, and a
 * new link. Not on /verify-email itself, which says the outcome.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const profile = useAuthStore((state) => (state.status === 'signedIn' ? state.profile : null));
  const { pathname } = useLocation();
  if (!profile || profile.emailVerified !== false || pathname === '/verify-email') return null;
  return (
    <Box w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} pt="3">
      <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" borderRadius="md" data-testid="verify-email-banner">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{t('verifyBanner.title')}</Alert.Title>
          <Alert.Description>{t('verifyBanner.description', { email: profile.email })}</Alert.Description>
          <ResendLinkButton />
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
