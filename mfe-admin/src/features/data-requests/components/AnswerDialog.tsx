import { useId, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { REQUEST_REASON_MAX } from '@golf/contract/privacy';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import '../texts';

/** Asks before a request is marked answered (a note, optional) or refused (the reason, required). */
export function AnswerDialog({ outcome, busy, error, onConfirm, onClose }: { outcome: 'answered' | 'refused' | null; busy: boolean; error: string | null; onConfirm: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const common = useTranslation('common').t;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const refusing = outcome === 'refused';
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={outcome !== null}
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
              <Dialog.Title>{t(refusing ? 'dataRequests.dialog.refuseTitle' : 'dataRequests.dialog.answerTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="1.5">
                <Text asChild textStyle="sm" fontWeight="medium">
                  <label htmlFor={reasonId}>{t('dataRequests.dialog.reason')}</label>
                </Text>
                <Textarea
                  recipe={textareaRecipe}
                  id={reasonId}
                  value={reason}
                  rows={3}
                  maxLength={REQUEST_REASON_MAX}
                  aria-describedby={hintId}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => setReason(event.target.value)}
                />
                <Text id={hintId} fontSize="xs" color="fg.muted">
                  {t(refusing ? 'dataRequests.dialog.refuseHint' : 'dataRequests.dialog.answerHint')}
                </Text>
                {error && (
                  <Text fontSize="sm" color="red.600" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {common('states.cancel')}
              </Button>
              <Button colorPalette={refusing ? 'red' : 'brand'} loading={busy} loadingText={t('dataRequests.dialog.working')} onClick={() => onConfirm(reason.trim())}>
                {t(refusing ? 'dataRequests.refuse' : 'dataRequests.answer')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
