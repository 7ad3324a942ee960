import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import '../i18n/membership-catalogue';
import { SettingsPage } from '../features/settings/components/SettingsPage';

function SettingsNotFound() {
  const { t } = useTranslation('membership');
  return (
    <NotFoundWithWayBack title={t('settings.notFound')} hint={t('settings.notFoundHint')} to="/settings" back={t('settings.backToSettings')} />
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
