import { useState } from 'react';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { DATA_REQUEST_KINDS, REQUEST_DETAILS_MAX, REQUESTER_MAX, type DataRequestKind } from '@golf/contract/privacy';
import { errorText } from '@golf/shared/api/client';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { logDataRequest } from '../api/log-data-request';
import '../texts';

const EMPTY = { kind: 'access' as DataRequestKind, memberEmail: '', requester: '', details: '' };

/** Logs a request received by letter, email or at the desk (a member's address, or who asked). */
export function LogRequestDialog({ open, onClose, onLogged }: { open: boolean; onClose: () => void; onLogged: () => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await logDataRequest({ kind: form.kind, memberEmail: form.memberEmail.trim() || undefined, requester: form.requester, details: form.details });
      toastSuccess(t('dataRequests.form.saved'));
      onLogged();
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('dataRequests.form.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      plain
      danger={false}
      busy={busy}
      title={t('dataRequests.form.title')}
      confirmLabel={t('dataRequests.form.save')}
      busyLabel={t('dataRequests.form.saving')}
      onConfirm={() => void save()}
      onClose={onClose}
      onExitComplete={() => {
        setForm(EMPTY);
        setError(null);
      }}
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('dataRequests.form.hint')}
        </Text>
        <FormField label={t('dataRequests.form.kind')}>
          <SelectField
            name="kind"
            value={form.kind}
            onChange={(kind) => setForm({ ...form, kind: kind as DataRequestKind })}
            options={DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`dataRequests.kinds.${kind}`) }))}
          />
        </FormField>
        <FormField label={t('dataRequests.form.memberEmail')}>
          <Input recipe={inputRecipe} type="email" autoComplete="off" value={form.memberEmail} onChange={(event) => setForm({ ...form, memberEmail: event.target.value })} />
        </FormField>
        <FormField label={t('dataRequests.form.requester')}>
          <Input recipe={inputRecipe} autoComplete="off" maxLength={REQUESTER_MAX} value={form.requester} onChange={(event) => setForm({ ...form, requester: event.target.value })} />
        </FormField>
        <FormField label={t('dataRequests.form.details')}>
          <Textarea recipe={textareaRecipe} rows={3} maxLength={REQUEST_DETAILS_MAX} value={form.details} onChange={(event) => setForm({ ...form, details: event.target.value })} />
        </FormField>
        {error && (
          <Text fontSize="sm" color="red.600" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
