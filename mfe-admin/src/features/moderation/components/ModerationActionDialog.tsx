import { useId, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX } from '@golf/contract/forum';
import '../texts';

/** What the admin chose; "keep" is a restore of a visible post: its reports are dismissed. */
export type ModerationChoice = 'hide' | 'restore' | 'keep' | 'delete';

interface ModerationActionDialogProps {
  choice: ModerationChoice | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before an action and for its reason (kept in the log, and sent to the author on hide and delete). */
export function ModerationActionDialog({ choice, busy, onConfirm, onClose }: ModerationActionDialogProps) {
  const { t } = useTranslation('admin');
  const common = useTranslation('common').t;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const shown = choice ?? 'hide';
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={choice !== null}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => !details.open && !busy && onClose()}
      onExitComplete={() => setReason('')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(`moderation.dialog.${shown}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{t(`moderation.dialog.${shown}Hint`)}</Text>
                <Stack gap="1.5">
                  <Text asChild textStyle="sm" fontWeight="medium">
                    <label htmlFor={reasonId}>{t('moderation.dialog.reason')}</label>
                  </Text>
                  <Textarea recipe={textareaRecipe}
                    id={reasonId}
                    value={reason}
                    rows={3}
                    maxLength={MODERATION_REASON_MAX}
                    placeholder={t('moderation.dialog.reasonPlaceholder')}
                    aria-describedby={hintId}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <Text id={hintId} fontSize="xs" color="fg.muted">
                    {t('moderation.dialog.reasonHint')}
                  </Text>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {common('states.cancel')}
              </Button>
              <Button
                colorPalette={shown === 'delete' ? 'red' : shown === 'hide' ? 'orange' : 'brand'}
                loading={busy}
                loadingText={t('moderation.dialog.working')}
                onClick={() => onConfirm(reason.trim())}
              >
                {t(`moderation.actions.${shown}`)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
