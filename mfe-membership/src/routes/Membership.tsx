import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '@golf/shared/components/StatePanels';
import '../i18n/membership-catalogue';
import { MembershipPage } from '../features/membership/components/MembershipPage';

function MembershipNotFound() {
  const { t } = useTranslation('membership');
  return (
    <NotFoundState
      title={t('page.notFound')}
      hint={t('page.notFoundHint')}
      action={
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/membership">{t('page.backToMembership')}</RouterLink>
        </Button>
      }
    />
  );
}

/** Mounted by the shell at /membership/* for signed-in users. */
export default function Membership() {
  return (
    <Routes>
      <Route index element={<MembershipPage />} />
      <Route path="*" element={<MembershipNotFound />} />
    </Routes>
  );
}
