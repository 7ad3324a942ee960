import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX } from '@golf/contract/forum';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { ReasonField } from '../../../components/ReasonField';
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
  const [reason, setReason] = useState('');
  const shown = choice ?? 'hide';
  return (
    <ConfirmDialog
      open={choice !== null}
      busy={busy}
      title={t(`moderation.dialog.${shown}`)}
      message={t(`moderation.dialog.${shown}Hint`)}
      confirmLabel={t(`moderation.actions.${shown}`)}
      busyLabel={t('moderation.dialog.working')}
      tone={shown === 'delete' ? 'red' : shown === 'hide' ? 'orange' : 'brand'}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
      onExitComplete={() => setReason('')}
    >
      <ReasonField
        label={t('moderation.dialog.reason')}
        hint={t('moderation.dialog.reasonHint')}
        placeholder={t('moderation.dialog.reasonPlaceholder')}
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        onChange={setReason}
      />
    </ConfirmDialog>
  );
}
