import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useClub } from '@golf/shared/club/get-club';
import { ClubEmailText } from '../../../components/ClubEmailText';

/**
 * The sign-in page's forgot-password dialog (spec 01 §2): its first action is the self-service
 * reset by mail (DESIGN §9); the spec's support message stays for those who no longer reach their
 * mailbox.
 */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('shell');
  const email = useClub().data?.email;
  return (
    <Dialog.Root recipe={dialogSlotRecipe} placement="center" size={{ base: 'xs', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button variant="plain" size="sm" color="brand.700" px="0" h="auto" type="button">
          {t('login.forgotPassword')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('forgotDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" mb="5">
                <Text>{t('forgotDialog.resetIntro')}</Text>
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <RouterLink to="/forgot-password">{t('forgotDialog.resetByEmail')}</RouterLink>
                </Button>
              </Stack>
              <Text fontWeight="semibold">{t('forgotDialog.supportIntro')}</Text>
              <ClubEmailText i18nKey="forgotDialog.message" />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost">{t('forgotDialog.close')}</Button>
              </Dialog.ActionTrigger>
              {email && (
                <Button asChild variant="outline">
                  <a href={`mailto:${email}`}>{t('forgotDialog.emailSupport')}</a>
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('forgotDialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
