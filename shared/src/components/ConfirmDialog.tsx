import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Destructive actions are red. */
  danger?: boolean;
  /** The way back, when "Cancel" would be ambiguous (e.g. "Keep my place" before cancelling a booking). */
  cancelLabel?: string;
}

/**
 * A question before an action that cannot be taken back; it stays open while the action runs.
 * Added in @golf/shared 1.3.0 (the admin's deletions and the forum's).
 */
export function ConfirmDialog({ open, title, message, confirmLabel, busyLabel, busy, onConfirm, onClose, danger = true, cancelLabel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root recipe={dialogSlotRecipe}
      open={open}
      role="alertdialog"
      onOpenChange={(details) => !details.open && !busy && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel ?? t('states.cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
