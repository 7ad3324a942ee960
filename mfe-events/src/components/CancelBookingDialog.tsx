import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface CancelBookingDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a booking is cancelled (spec 02 §4), and refunded when it was paid. */
export function CancelBookingDialog({ open, title, body, confirmLabel, busy, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation('events');
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700">{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('enrollment.keep')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
