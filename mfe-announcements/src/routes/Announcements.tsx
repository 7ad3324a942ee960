import { lazy, Suspense } from 'react';
import { Button } from '@chakra-ui/react/button';
import { LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import '../i18n/announcements-catalogue';
import { HubPage } from './HubPage';

// The detail page loads when it is opened: the landing page is the first visit, keep it light.
const AnnouncementDetailPage = lazy(() => import('./AnnouncementDetailPage').then((module) => ({ default: module.AnnouncementDetailPage })));

/** The remote's one exposed component, mounted by the shell at /announcements/*. */
export default function Announcements() {
  return (
    <Routes>
      <Route index element={<HubPage />} />
      <Route
        path=":announcementId"
        element={
          <Suspense fallback={<LoadingState />}>
            <AnnouncementDetailPage />
          </Suspense>
        }
      />
      <Route path="*" element={<UnknownPage />} />
    </Routes>
  );
}

function UnknownPage() {
  const { t } = useTranslation('announcements');
  return (
    <NotFoundState
      title={t('errors.pageNotFound')}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/announcements">{t('detail.backToList')}</RouterLink>
        </Button>
      }
    />
  );
}
