import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@golf/shared/components/StatePanels';
import '../i18n/membership-catalogue';
import { SettingsPage } from '../features/settings/components/SettingsPage';

function SettingsNotFound() {
  const { t } = useTranslation('membership');
  return (
    <NotFoundState
      title={t('settings.notFound')}
      hint={t('settings.notFoundHint')}
      action={
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/settings">{t('settings.backToSettings')}</RouterLink>
        </Button>
      }
    />
  );
}

/** Mounted by the shell at /settings/* for signed-in users. */
export default function Settings() {
  return (
    <Routes>
      <Route index element={<SettingsPage />} />
      <Route path="*" element={<SettingsNotFound />} />
    </Routes>
  );
}
