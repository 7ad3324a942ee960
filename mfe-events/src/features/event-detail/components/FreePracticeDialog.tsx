import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { useTranslation } from 'react-i18next';

interface FreePracticeDialogProps {
  open: boolean;
  eventName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation before a free practice is redeemed: the credit is one a month and a Paid
 * enrolment cannot be cancelled by the member, so one stray tap must not spend it.
 */
export function FreePracticeDialog({ open, eventName, busy, onConfirm, onClose }: FreePracticeDialogProps) {
  const { t } = useTranslation('events');
  return (
    <ConfirmDialog
      open={open}
      title={t('enrollment.freePracticeTitle')}
      message={t('enrollment.freePracticeBody', { name: eventName })}
      confirmLabel={t('enrollment.freePracticeConfirm')}
      busyLabel={t('enrollment.freePracticeConfirm')}
      busy={busy}
      danger={false}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
