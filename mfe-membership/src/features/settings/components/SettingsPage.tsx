import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { getMe } from '@golf/shared/auth/get-me';
import type { Profile } from '@golf/contract/profile';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';
import { ChangePasswordSection } from './ChangePasswordSection';
import { PersonalInfoSection } from './PersonalInfoSection';
import { ProfilePictureSection } from './ProfilePictureSection';

/** /settings: profile picture, personal information and password, each saved on its own. */
export function SettingsPage() {
  const { t } = useTranslation('membership');
  // The forms start from the server's profile, not the session's copy (which may be a
  // placeholder built from the email when the profile could not be read at sign-in).
  const { data, error, loading, reload } = useApiQuery(getMe, []);
  const [profile, setProfile] = useState<Profile | null>(null);
  useEffect(() => {
    if (data) setProfile(data);
  }, [data]);

  const saved = (next: Profile) => {
    setProfile(next);
    // The nav's Welcome name and the session's copy follow the change.
    void useAuthStore.getState().refreshProfile();
  };

  return (
    <Stack gap="6" data-testid="settings-page">
      <Box>
        <Heading as="h1" size="2xl">
          {t('settings.title')}
        </Heading>
        <Text color="fg.muted" mt="1">
          {t('settings.subtitle')}
        </Text>
      </Box>
      {loading && !profile && <LoadingState />}
      {error && !profile ? <ErrorState message={t('settings.loadFailed')} onRetry={() => void reload()} /> : null}
      {profile && (
        <>
          <ProfilePictureSection profile={profile} onSaved={saved} />
          <PersonalInfoSection key={profile._id} profile={profile} onSaved={saved} />
          <ChangePasswordSection />
        </>
      )}
    </Stack>
  );
}
