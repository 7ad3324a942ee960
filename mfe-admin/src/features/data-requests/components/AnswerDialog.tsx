import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_REASON_MAX } from '@golf/contract/privacy';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { ReasonField } from '../../../components/ReasonField';
import '../texts';

/** Asks before a request is marked answered (a note, optional) or refused (the reason, required). */
export function AnswerDialog({ outcome, busy, error, onConfirm, onClose }: { outcome: 'answered' | 'refused' | null; busy: boolean; error: string | null; onConfirm: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const refusing = outcome === 'refused';
  return (
    <ConfirmDialog
      open={outcome !== null}
      busy={busy}
      title={t(refusing ? 'dataRequests.dialog.refuseTitle' : 'dataRequests.dialog.answerTitle')}
      confirmLabel={t(refusing ? 'dataRequests.refuse' : 'dataRequests.answer')}
      busyLabel={t('dataRequests.dialog.working')}
      tone={refusing ? 'red' : 'brand'}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
      onExitComplete={() => setReason('')}
    >
      <ReasonField
        label={t('dataRequests.dialog.reason')}
        hint={t(refusing ? 'dataRequests.dialog.refuseHint' : 'dataRequests.dialog.answerHint')}
        maxLength={REQUEST_REASON_MAX}
        value={reason}
        error={error}
        onChange={setReason}
      />
    </ConfirmDialog>
  );
}
