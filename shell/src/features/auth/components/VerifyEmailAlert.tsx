import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { useTranslation } from 'react-i18next';
import '../../../i18n/auth';
import { ResendLinkButton } from './ResendLinkButton';

/** What an account with an unproved address should do, and a new link (AccountBanner shows it). */
export function VerifyEmailAlert({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  return (
    <Box w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} pt="3">
      <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" borderRadius="md" data-testid="verify-email-banner">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{t('verifyBanner.title')}</Alert.Title>
          <Alert.Description>{t('verifyBanner.description', { email })}</Alert.Description>
          <ResendLinkButton />
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
