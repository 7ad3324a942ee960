import { useId, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';

interface ActionDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  /** An alert dialog asks before something that changes a record (moderation, a request's answer). */
  alert?: boolean;
  confirmLabel: string;
  workingLabel: string;
  confirmPalette?: 'brand' | 'red' | 'orange';
  onConfirm: () => void;
  onClose: () => void;
  /** After the closing animation: the place to empty the dialog's fields for its next opening. */
  onExitComplete?: () => void;
  children: ReactNode;
}

/**
 * The admin's dialog that asks before an action: a title, its fields, Cancel and the action's
 * button (busy while it runs; the dialog cannot be closed meanwhile).
 */
export function ActionDialog({ open, busy, title, alert, confirmLabel, workingLabel, confirmPalette = 'brand', onConfirm, onClose, onExitComplete, children }: ActionDialogProps) {
  const common = useTranslation('common').t;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      role={alert ? 'alertdialog' : 'dialog'}
      placement="center"
      onOpenChange={(details) => !details.open && !busy && onClose()}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {common('states.cancel')}
              </Button>
              <Button colorPalette={confirmPalette} loading={busy} loadingText={workingLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A reason or note typed into an ActionDialog, with its hint and the answer's error under it. */
export function ReasonField({ label, hint, placeholder, maxLength, value, error, onChange }: { label: string; hint: string; placeholder?: string; maxLength: number; value: string; error?: string | null; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <Stack gap="1.5">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Textarea
        recipe={textareaRecipe}
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {hint}
      </Text>
      {error && (
        <Text fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
