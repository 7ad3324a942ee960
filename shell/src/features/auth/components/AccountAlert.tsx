import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { MIN_PASSWORD_LENGTH } from '@golf/contract/password';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import '../../../i18n/auth';
import { ResendLinkButton } from './ResendLinkButton';

export type AccountAlertKind = 'verify-email' | 'change-password';

/**
 * What the signed-in account must still do, as AccountBanner asks (this file is its lazy chunk):
 * prove its address, with a new link; or choose a new password, with the way to Settings.
 */
export function AccountAlert({ kind, email }: { kind: AccountAlertKind; email: string }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Box w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} pt="3">
      <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" borderRadius="md" data-testid={kind === 'verify-email' ? 'verify-email-banner' : 'password-change-banner'}>
        <Alert.Indicator />
        <Alert.Content gap="2">
          {kind === 'verify-email' ? (
            <>
              <Alert.Title>{t('verifyBanner.title')}</Alert.Title>
              <Alert.Description>{t('verifyBanner.description', { email })}</Alert.Description>
              <ResendLinkButton />
            </>
          ) : (
            <>
              <Alert.Title>{t('passwordBanner.title')}</Alert.Title>
              <Alert.Description>{t('passwordBanner.description', { min: MIN_PASSWORD_LENGTH })}</Alert.Description>
              {/* On Settings the form is on the page already. */}
              {pathname !== '/settings' && (
                <Button asChild size="sm" variant="outline" alignSelf="flex-start">
                  <RouterLink to="/settings">{t('passwordBanner.action')}</RouterLink>
                </Button>
              )}
            </>
          )}
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
