import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { CLOSURE_GRACE_DAYS, type Closure } from '@golf/contract/privacy';
import { errorText } from '@golf/shared/api/client';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { readableDate } from '@golf/shared/utils/relative-time';
import { cancelClosure } from '../api/cancel-closure';
import { closeAccount } from '../api/close-account';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Close my account" for the member (personId null) or a junior's record: a confirmation that says
 * what happens and when, then the date it will be erased with a way to keep it until then.
 */
export function AccountClosure({ personId, name, closure, onChanged }: { personId: string | null; name?: string; closure: Closure | null; onChanged: () => void }) {
  const { t, i18n } = useTranslation('membership');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const junior = personId !== null;
  const date = (iso: string) => readableDate(iso, i18n.language);

  const close = async () => {
    setBusy(true);
    try {
      await closeAccount(personId);
      toastSuccess(t('privacy.closed'));
      setConfirming(false);
      onChanged();
    } catch (error) {
      toastError(t('privacy.closeFailed'), errorText(error, '') || undefined);
    } finally {
      setBusy(false);
    }
  };

  const keep = async () => {
    setBusy(true);
    try {
      await cancelClosure(personId);
      toastSuccess(t('privacy.kept'));
      onChanged();
    } catch (error) {
      toastError(t('privacy.keepFailed'), errorText(error, '') || undefined);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  if (closure) {
    return (
      <Alert.Root recipe={alertSlotRecipe} status="warning" data-testid={junior ? 'junior-closure-pending' : 'closure-pending'}>
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{junior ? t('privacy.pendingJunior', { date: date(closure.eraseAfter) }) : t('privacy.pending', { date: date(closure.eraseAfter) })}</Alert.Title>
          <Button
            size="sm"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={busy}
            loadingText={t('privacy.keeping')}
            aria-label={junior ? t('privacy.keepJuniorLabel', { name }) : undefined}
            onClick={() => void keep()}
          >
            {junior ? t('privacy.keepJunior') : t('privacy.keep')}
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const erasedOn = date(new Date(Date.now() + CLOSURE_GRACE_DAYS * DAY_MS).toISOString());
  return (
    <Stack gap="3" align="flex-start" data-testid={junior ? 'junior-closure' : 'closure'}>
      <Text fontSize="sm" color="fg.muted">
        {junior ? t('privacy.closeJuniorHint') : t('privacy.closeHint')}
      </Text>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={junior ? t('privacy.closeJuniorLabel', { name }) : undefined}
        onClick={() => setConfirming(true)}
        w={{ base: 'full', sm: 'auto' }}
      >
        {junior ? t('privacy.closeJunior') : t('privacy.close')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={junior ? t('privacy.confirmJuniorTitle', { name }) : t('privacy.confirmTitle')}
        message={junior ? t('privacy.confirmJuniorMessage', { name, date: erasedOn }) : t('privacy.confirmMessage', { date: erasedOn })}
        confirmLabel={t('privacy.confirmClose')}
        busyLabel={t('privacy.closing')}
        busy={busy}
        onConfirm={() => void close()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
