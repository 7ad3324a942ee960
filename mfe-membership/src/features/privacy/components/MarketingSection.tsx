import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@golf/contract/profile';
import { errorText } from '@golf/shared/api/client';
import { PrivacyNoticeLink } from '@golf/shared/components/PrivacyNoticeLink';
import { SwitchField } from '@golf/shared/components/SwitchField';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { updateMarketing } from '../api/update-marketing';
import { SectionCard } from '../../../components/SectionCard';

/**
 * Direct marketing (decision 94): a separate opt-in, off unless chosen at sign-up or here, and
 * withdrawn here at any time; saved as soon as the switch moves, back if the server refuses.
 */
export function MarketingSection({ profile, onSaved }: { profile: Profile; onSaved: (next: Profile) => void }) {
  const { t } = useTranslation('membership');
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(profile.marketingConsent);
  const change = async (consent: boolean) => {
    setSaving(true);
    setChecked(consent);
    try {
      const marketingConsent = await updateMarketing(consent);
      onSaved({ ...profile, marketingConsent });
      toastSuccess(marketingConsent ? t('marketing.on') : t('marketing.off'));
    } catch (error) {
      setChecked(profile.marketingConsent);
      toastError(t('marketing.failed'), errorText(error, t('marketing.failedHint')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard title={t('marketing.title')} description={t('marketing.description')} testId="marketing-section">
      <SwitchField label={t('marketing.label')} hint={t('marketing.hint')} checked={checked} disabled={saving} onChange={(consent) => void change(consent)} />
      <PrivacyNoticeLink />
    </SectionCard>
  );
}
