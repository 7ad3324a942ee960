import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@golf/contract/profile';
import { errorText } from '@golf/shared/api/client';
import { SwitchField } from '@golf/shared/components/SwitchField';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { updateReminders } from '../api/update-reminders';
import { SectionCard } from '../../../components/SectionCard';

/** Reminder emails on or off, saved as soon as the switch moves (the same as a reminder's own link). */
export function RemindersSection({ profile, onSaved }: { profile: Profile; onSaved: (next: Profile) => void }) {
  const { t } = useTranslation('membership');
  const [saving, setSaving] = useState(false);
  // Moves with the hand at once; back to the saved value if the server refuses.
  const [checked, setChecked] = useState(profile.remindersEnabled);
  const change = async (enabled: boolean) => {
    setSaving(true);
    setChecked(enabled);
    try {
      const remindersEnabled = await updateReminders(enabled);
      onSaved({ ...profile, remindersEnabled });
      toastSuccess(remindersEnabled ? t('reminders.on') : t('reminders.off'));
    } catch (error) {
      setChecked(profile.remindersEnabled);
      toastError(t('reminders.failed'), errorText(error, t('reminders.failedHint')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard title={t('reminders.title')} description={t('reminders.description')} testId="reminders-section">
      <SwitchField label={t('reminders.label')} hint={t('reminders.hint')} checked={checked} disabled={saving} onChange={(enabled) => void change(enabled)} />
    </SectionCard>
  );
}
