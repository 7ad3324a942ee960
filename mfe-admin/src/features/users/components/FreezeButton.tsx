import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { toastFailure } from '../../../components/toast-failure';
import { setUserFrozen } from '../api/set-user-frozen';
import type { AdminUser } from '@golf/contract/profile';

/** Freezing asks first (it signs the user out everywhere); unfreezing is immediate. */
export function FreezeButton({ user, onChange }: { user: AdminUser; onChange: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const frozen = !!user.accountFrozen;

  const apply = async (next: boolean) => {
    setBusy(true);
    try {
      const updated = await setUserFrozen(user._id, next);
      onChange({ ...user, ...updated, accountFrozen: next });
      toastSuccess(t(next ? 'userDetail.toast.frozen' : 'userDetail.toast.unfrozen'));
      setConfirming(false);
    } catch (error) {
      toastFailure(t('userDetail.toast.operationFailed'), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette={frozen ? 'green' : 'red'}
        onClick={() => (frozen ? void apply(false) : setConfirming(true))}
        loading={busy && frozen}
        loadingText={t('userDetail.unfreezing')}
      >
        {t(frozen ? 'userDetail.unfreeze' : 'userDetail.freeze')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('userDetail.freezeTitle')}
        message={t('userDetail.freezeMessage', { name: user.fullName })}
        confirmLabel={t('userDetail.freeze')}
        busyLabel={t('userDetail.freezing')}
        busy={busy}
        onConfirm={() => void apply(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
