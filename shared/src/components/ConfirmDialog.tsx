import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question's explanation, muted under the title. */
  message?: ReactNode;
  /** Fields the action needs (a reason, a form), under the message. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Destructive actions are red (the default); `tone` picks another colour for the action. */
  danger?: boolean;
  tone?: 'red' | 'orange' | 'brand';
  /** A form rather than a question (logging a request): a plain dialog for assistive technology. */
  plain?: boolean;
  /** After the closing animation: the place to empty the dialog's fields for its next opening. */
  onExitComplete?: () => void;
  /** The way back, when "Cancel" would be ambiguous (e.g. "Keep my place" before cancelling a booking). */
  cancelLabel?: string;
}

/**
 * A question before an action that cannot be taken back; it stays open while the action runs.
 * Added in @golf/shared 1.3.0 (the admin's deletions and the forum's); fields of its own (a
 * reason, a small form) under the message since 1.7 (the admin's moderation and requests log).
 */
export function ConfirmDialog({ open, title, message, children, confirmLabel, busyLabel, busy, onConfirm, onClose, danger = true, tone, plain, onExitComplete, cancelLabel }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root recipe={dialogSlotRecipe}
      open={open}
      role={plain ? 'dialog' : 'alertdialog'}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      onExitComplete={onExitComplete}
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
              {message && <Text color="fg.muted">{message}</Text>}
              {children && (
                <Stack gap="3" mt={message ? '3' : undefined}>
                  {children}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel ?? t('states.cancel')}
              </Button>
              <Button colorPalette={tone ?? (danger ? 'red' : 'brand')} onClick={onConfirm} loading={busy} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
