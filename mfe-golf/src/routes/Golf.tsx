import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../i18n/golf-catalogue';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { CoursePage } from '../features/courses/components/CoursePage';
import { CoursesPage } from '../features/courses/components/CoursesPage';
import { MarkingPage } from '../features/marking/components/MarkingPage';
import { GolfHomePage } from '../features/rounds/components/GolfHomePage';
import { RoundEntryPage } from '../features/rounds/components/RoundEntryPage';

function GolfNotFound() {
  const { t } = useTranslation('golf');
  return <NotFoundWithWayBack title={t('page.notFound')} hint={t('page.notFoundHint')} to="/golf" back={t('page.backToGolf')} />;
}

/** Mounted by the shell at /golf/* for signed-in members (the admin's pages are GolfAdmin). */
export default function Golf() {
  return (
    <Routes>
      <Route index element={<GolfHomePage />} />
      <Route path="rounds/new" element={<RoundEntryPage />} />
      <Route path="courses" element={<CoursesPage />} />
      <Route path="courses/:courseId" element={<CoursePage />} />
      <Route path="marking" element={<MarkingPage />} />
      <Route path="*" element={<GolfNotFound />} />
    </Routes>
  );
}
