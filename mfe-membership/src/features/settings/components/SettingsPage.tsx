import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@golf/contract/profile';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { setQueryData } from '@golf/shared/hooks/use-query';
import { myProfileQuery, useMyProfile } from '../../membership/api/get-my-profile';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ContactSection } from './ContactSection';
import { PersonalInfoSection } from './PersonalInfoSection';
import { ProfilePictureSection } from './ProfilePictureSection';
import { RemindersSection } from './RemindersSection';
import { SessionsSection } from './SessionsSection';
import { PrivacySection } from '../../privacy/components/PrivacySection';
import { MarketingSection } from '../../privacy/components/MarketingSection';
import { PageHeading } from '@golf/shared/components/PageHeading';

/** /settings: profile picture, personal information, email and phone, password, reminder emails, direct marketing (opt-in), signed-in devices and privacy (download my data, close my account), each on its own. */
export function SettingsPage() {
  const { t } = useTranslation('membership');
  // The forms start from the server's profile, not the session's copy (which may be a
  // placeholder built from the email when the profile could not be read at sign-in).
  const { data: profile, error, loading, refetch } = useMyProfile();

  const saved = (next: Profile) => {
    // Each save answers the saved profile: it replaces the cached one (here and on /membership).
    setQueryData(myProfileQuery().queryKey, next);
    // The nav's Welcome name and the session's copy follow the change.
    void useAuthStore.getState().refreshProfile();
  };

  return (
    <Stack gap="6" data-testid="settings-page">
      <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {loading && !profile && <LoadingState />}
      {error && !profile ? <ErrorState message={t('settings.loadFailed')} onRetry={() => void refetch()} /> : null}
      {profile && (
        <>
          <ProfilePictureSection profile={profile} onSaved={saved} />
          <PersonalInfoSection key={profile._id} profile={profile} onSaved={saved} />
          <ContactSection key={`contact-${profile._id}`} profile={profile} onSaved={saved} />
          <ChangePasswordSection />
          <RemindersSection profile={profile} onSaved={saved} />
          <MarketingSection profile={profile} onSaved={saved} />
          <SessionsSection />
          <PrivacySection />
        </>
      )}
    </Stack>
  );
}
