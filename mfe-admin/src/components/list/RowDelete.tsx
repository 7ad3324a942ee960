import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { toastFailure } from '../toast-failure';
import '../texts';

interface RowDeleteOptions<T> {
  remove: (row: T) => Promise<unknown>;
  /** The toasts after it. */
  deleted: string;
  failed: string;
  /** Once deleted and the dialog closed: leave a page left empty, read the list again. */
  after: (row: T) => Promise<unknown>;
}

export interface RowDelete<T> {
  /** The row the dialog asks about (null: closed). */
  target: T | null;
  ask: (row: T) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  busy: boolean;
}

/** A list row's Delete: asks first, then deletes with a toast either way. */
export function useRowDelete<T>({ remove, deleted, failed, after }: RowDeleteOptions<T>): RowDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target);
      toastSuccess(deleted);
      setTarget(null);
      await after(target);
    } catch (caught) {
      toastFailure(failed, caught);
    } finally {
      setBusy(false);
    }
  };
  return { target, ask: setTarget, confirm, cancel: () => setTarget(null), busy };
}

/** The question before a row's Delete, with the admin's Delete / Deleting... buttons. */
export function RowDeleteDialog<T>({ control, title, message }: { control: RowDelete<T>; title: string; message: string }) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={!!control.target}
      title={title}
      message={message}
      confirmLabel={t('actions.delete')}
      busyLabel={t('actions.deleting')}
      busy={control.busy}
      onConfirm={() => void control.confirm()}
      onClose={control.cancel}
    />
  );
}
