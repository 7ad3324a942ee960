import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface FreePracticeDialogProps {
  open: boolean;
  eventName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation before a free practice is redeemed: the credit is one a month and a Paid
 * enrolment cannot be cancelled by the member, so one stray tap must not spend it.
 */
export function FreePracticeDialog({ open, eventName, busy, onConfirm, onClose }: FreePracticeDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('enrollment.freePracticeTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{t('enrollment.freePracticeBody', { name: eventName })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('enrollment.freePracticeKeep')}
              </Button>
              <Button colorPalette="green" onClick={onConfirm} loading={busy}>
                {t('enrollment.freePracticeConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
