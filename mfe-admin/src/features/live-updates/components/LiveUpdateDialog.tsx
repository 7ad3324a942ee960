import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { BilingualField } from '../../../components/BilingualField';
import { bilingualOf } from '../../../components/bilingual-text';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { toastFailure } from '../../../components/toast-failure';
import { createLiveUpdate } from '../api/create-live-update';
import { getLiveUpdate } from '../api/get-live-update';
import { updateLiveUpdate } from '../api/update-live-update';
import { fieldErrorText, useForm } from '@golf/shared/forms/use-form';
import { DEFAULT_COLOR, isKnownColor, LIVE_UPDATE_COLORS, LIVE_UPDATE_CHECK, type LiveUpdateFormValues } from '../utils/live-updates';
import { ColorDot } from './ColorDot';

/** Closed, open for create, or open for edit of one live update. */
export type DialogMode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; liveUpdateId: string };

const EMPTY: LiveUpdateFormValues = { title: { zh: '', en: '' }, color: DEFAULT_COLOR, content: { zh: '', en: '' } };

interface LiveUpdateDialogProps {
  mode: DialogMode;
  onClose: () => void;
}

/** Create or edit; a successful save invalidates the live-update list, which loads again. */
export function LiveUpdateDialog({ mode, onClose }: LiveUpdateDialogProps) {
  const { t } = useTranslation('admin');
  const { values, errors, setField, validate, reset } = useForm(EMPTY, LIVE_UPDATE_CHECK);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const editId = mode.kind === 'edit' ? mode.liveUpdateId : null;

  useEffect(() => {
    reset();
    if (!editId) return undefined;
    let current = true;
    setLoading(true);
    getLiveUpdate(editId).then(
      (item) => {
        if (!current) return;
        reset({
          title: bilingualOf(item.titles, item.title, item.titleLang),
          content: bilingualOf(item.contents, item.content, item.contentLang),
          color: isKnownColor(item.color) ? item.color : DEFAULT_COLOR,
        });
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toastFailure(t('liveUpdateDialog.toast.fetchFailed'), error);
        onClose();
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per opening; t and onClose change identity without meaning a new one
  }, [mode]);


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    try {
      if (editId) await updateLiveUpdate(editId, values);
      else await createLiveUpdate(values);
      toastSuccess(t(editId ? 'liveUpdateDialog.toast.updated' : 'liveUpdateDialog.toast.created'));
      void invalidateQueries(['admin', 'liveUpdates']);
      onClose();
    } catch (caught) {
      toastFailure(t(editId ? 'liveUpdateDialog.toast.updateFailed' : 'liveUpdateDialog.toast.createFailed'), caught);
    } finally {
      setSaving(false);
    }
  };

  const error = (key: keyof LiveUpdateFormValues) => fieldErrorText(t, errors[key]) ?? undefined;
  const title = t(editId ? 'liveUpdateDialog.editTitle' : 'liveUpdateDialog.createTitle');

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={mode.kind !== 'closed'} onOpenChange={(details) => !details.open && !saving && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {loading ? (
                  <LoadingState />
                ) : (
                  <Stack gap="4">
                    <BilingualField
                      name="title"
                      label={t('liveUpdateDialog.fields.title')}
                      error={error('title')}
                      value={values.title}
                      onChange={(value) => setField('title', value)}
                      required
                      disabled={saving}
                      maxLength={200}
                    />
                    <FormField label={t('liveUpdateDialog.fields.color')}>
                      <HStack gap="3" w="full">
                        <ColorDot color={values.color} size="5" />
                        <SelectField
                          name="color"
                          value={values.color}
                          onChange={(value) => setField('color', value as LiveUpdateFormValues['color'])}
                          options={LIVE_UPDATE_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }))}
                          disabled={saving}
                        />
                      </HStack>
                    </FormField>
                    <BilingualField
                      name="content"
                      label={t('liveUpdateDialog.fields.content')}
                      error={error('content')}
                      value={values.content}
                      onChange={(value) => setField('content', value)}
                      required
                      disabled={saving}
                      multiline
                      rows={4}
                      maxLength={5_000}
                    />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('liveUpdateDialog.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('liveUpdateDialog.saving')} disabled={loading}>
                  {t(editId ? 'liveUpdateDialog.update' : 'liveUpdateDialog.create')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
