import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import '../i18n/golf-catalogue';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { AdminCoursesPage } from '../features/admin/components/AdminCoursesPage';
import { CourseFormPage } from '../features/admin/components/CourseFormPage';
import { AdminCompetitionsPage } from '../features/competitions/components/AdminCompetitionsPage';
import { CompetitionAdminPage } from '../features/competitions/components/CompetitionAdminPage';
import { DrawPrintPage } from '../features/competitions/components/DrawPrintPage';

function AdminNotFound() {
  const { t } = useTranslation('golf');
  return <NotFoundWithWayBack title={t('page.notFound')} hint={t('page.notFoundHint')} to="/golf/admin" back={t('admin.backToCourses')} />;
}

/** Mounted by the shell at /golf/admin/* for admins: the courses and tees, the competitions. */
export default function GolfAdmin() {
  return (
    <Routes>
      <Route index element={<AdminCoursesPage />} />
      <Route path="new" element={<CourseFormPage />} />
      <Route path="competitions" element={<AdminCompetitionsPage />} />
      <Route path="competitions/:competitionId" element={<CompetitionAdminPage />} />
      <Route path="competitions/:competitionId/print" element={<DrawPrintPage />} />
      <Route path=":courseId" element={<CourseFormPage />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
