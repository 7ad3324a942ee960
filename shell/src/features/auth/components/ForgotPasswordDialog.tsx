import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Link } from '@chakra-ui/react/link';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Trans } from '@golf/shared/i18n/trans';
import { SUPPORT_EMAIL } from '../../../config/contacts';

/** The sign-in page's forgot-password dialog: it only tells the user whom to write to. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('shell');
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
              <Text>
                <Trans
                  t={t}
                  i18nKey="forgotDialog.message"
                  values={{ email: SUPPORT_EMAIL }}
                  components={{ mail: <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.700" fontWeight="semibold" /> }}
                />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('forgotDialog.close')}</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="brand">
                <a href={`mailto:${SUPPORT_EMAIL}`}>{t('forgotDialog.emailSupport')}</a>
              </Button>
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
