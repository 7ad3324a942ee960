import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import '../i18n/membership-catalogue';
import { MembershipPage } from '../features/membership/components/MembershipPage';
import { AcceptInvitationPage } from '../features/family/components/AcceptInvitationPage';
import { FamilyPage } from '../features/family/components/FamilyPage';
import { JuniorFormPage } from '../features/family/components/JuniorFormPage';

function MembershipNotFound() {
  const { t } = useTranslation('membership');
  return (
    <NotFoundWithWayBack title={t('page.notFound')} hint={t('page.notFoundHint')} to="/membership" back={t('page.backToMembership')} />
  );
}

/** Mounted by the shell at /membership/* for signed-in users. */
export default function Membership() {
  return (
    <Routes>
      <Route index element={<MembershipPage />} />
      <Route path="family" element={<FamilyPage />} />
      <Route path="family/new" element={<JuniorFormPage />} />
      <Route path="family/accept" element={<AcceptInvitationPage />} />
      <Route path="family/:personId" element={<JuniorFormPage />} />
      <Route path="*" element={<MembershipNotFound />} />
    </Routes>
  );
}
