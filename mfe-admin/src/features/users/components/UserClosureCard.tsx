import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { toastFailure } from '../../../components/toast-failure';
import { formatDateTime } from '../../../utils/date-time';
import { setUserClosing } from '../api/close-user-account';
import { useUserClosure } from '../api/get-user-closure';

/**
 * Closing the account on the member's request (issue 40 point 4): the same 30 days of grace as
 * the member's own, mailed to them; while it waits, the date and the way to cancel.
 */
export function UserClosureCard({ userId, name }: { userId: string; name: string }) {
  const { t, i18n } = useTranslation('admin');
  const { data, error, loading, refetch } = useUserClosure(userId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = async (closing: boolean) => {
    setBusy(true);
    try {
      await setUserClosing(userId, closing);
      toastSuccess(t(closing ? 'accountClosure.closed' : 'accountClosure.kept', { name }));
      setConfirming(false);
    } catch (failure) {
      toastFailure(t('accountClosure.failed'), failure);
    } finally {
      setBusy(false);
      void refetch();
    }
  };

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" mt="4" as="section" aria-label={t('accountClosure.title')} data-testid="user-closure">
      <Card.Header pb="0">
        <Card.Title fontSize="md">{t('accountClosure.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !data && <LoadingState />}
        {error && !data ? <ErrorState message={t('accountClosure.loadError')} onRetry={refetch} /> : null}
        {data?.closedAt && <Text>{t('accountClosure.erased', { when: formatDateTime(data.closedAt, i18n.language) })}</Text>}
        {data && !data.closedAt && data.closure && (
          <Stack gap="3" align="flex-start">
            <Text color="orange.700">{t('accountClosure.pending', { when: formatDateTime(data.closure.eraseAfter, i18n.language) })}</Text>
            <Button size="sm" variant="outline" loading={busy} onClick={() => void change(false)}>
              {t('accountClosure.cancel')}
            </Button>
          </Stack>
        )}
        {data && !data.closedAt && !data.closure && (
          <Stack gap="3" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              {t('accountClosure.hint')}
            </Text>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('accountClosure.close')}
            </Button>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('accountClosure.confirmTitle', { name })}
        message={t('accountClosure.confirmMessage')}
        confirmLabel={t('accountClosure.confirm')}
        busyLabel={t('accountClosure.closing')}
        busy={busy}
        onConfirm={() => void change(true)}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
