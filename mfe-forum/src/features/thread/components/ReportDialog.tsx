import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ModerationTarget, type ReportReason } from '@golf/contract/forum';
import { errorText } from '@golf/shared/api/client';
import { fieldErrorText, useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { reportPost } from '../api/report-post';

interface ReportDialogProps {
  open: boolean;
  targetType: ModerationTarget;
  targetId: string;
  onClose: () => void;
  /** After the report is in; `hidden` when it was the one that hid the post. */
  onReported: (hidden: boolean) => void;
}

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

/** A reason from the contract's list; the words are optional (the API's report body). */
const REPORT_RULES: FieldRules<{ reason: string; details: string }> = { reason: (value) => (isReason(value) ? null : { key: 'report.chooseReason' }) };
const EMPTY = { reason: '', details: '' };

/** A member reports a thread or reply: a reason from the list and, if they like, a few words. */
export function ReportDialog({ open, targetType, targetId, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation('forum');
  const { values, errors, setField, validate } = useForm(EMPTY, REPORT_RULES);
  const { reason, details } = values;
  const [sending, setSending] = useState(false);
  const reasonId = useId();
  const detailsId = useId();
  const errorId = useId();
  const missingReason = !!errors.reason;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !isReason(reason) || sending) return;
    setSending(true);
    try {
      const { hidden } = await reportPost({ targetType, targetId, reason, details: details.trim() });
      toastSuccess(t('report.sent'), hidden ? t('report.hiddenHint') : t('report.sentHint'));
      onReported(hidden);
    } catch (error) {
      // The dialog stays open with the reason and words chosen, to try again.
      toastError(t('report.failed'), errorText(error, t('report.failedHint')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && !sending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('report.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {t('report.hint')}
                  </Text>
                  <Stack gap="1.5">
                    <Text asChild textStyle="sm" fontWeight="medium">
                      <label htmlFor={reasonId}>{t('report.reason')}</label>
                    </Text>
                    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                      <NativeSelect.Field
                        id={reasonId}
                        value={reason}
                        placeholder={t('report.reasonPlaceholder')}
                        aria-invalid={missingReason || undefined}
                        aria-describedby={missingReason ? errorId : undefined}
                        onChange={(event) => setField('reason', event.target.value)}
                      >
                        {REPORT_REASONS.map((id) => (
                          <option key={id} value={id}>
                            {t(`report.reasons.${id}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {missingReason && (
                      <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
                        {fieldErrorText(t, errors.reason)}
                      </Text>
                    )}
                  </Stack>
                  <Stack gap="1.5">
                    <Text asChild textStyle="sm" fontWeight="medium">
                      <label htmlFor={detailsId}>{t('report.details')}</label>
                    </Text>
                    <Textarea recipe={textareaRecipe}
                      id={detailsId}
                      value={details}
                      onChange={(event) => setField('details', event.target.value)}
                      placeholder={t('report.detailsPlaceholder')}
                      maxLength={REPORT_DETAILS_MAX}
                      rows={3}
                    />
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={sending}>
                  {t('report.cancel')}
                </Button>
                <Button type="submit" colorPalette="red" loading={sending} loadingText={t('report.sending')}>
                  {t('report.submit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
