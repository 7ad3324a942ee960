import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { NotFoundState } from '@golf/shared/components/StatePanels';
import '../i18n/forum-catalogue';
import { DiscussionsPage } from '../features/discussions/components/DiscussionsPage';
import { CreateDiscussionPage } from '../features/create-thread/components/CreateDiscussionPage';
import { DiscussionDetailPage } from '../features/thread/components/DiscussionDetailPage';

function ForumNotFound() {
  const { t } = useTranslation('forum');
  return (
    <NotFoundState
      title={t('notFound.title')}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/discussions">{t('notFound.back')}</RouterLink>
        </Button>
      }
    />
  );
}

/** The forum, mounted by the shell at /discussions/* (sub-routes are relative). */
export default function Discussions() {
  return (
    <Routes>
      <Route index element={<DiscussionsPage />} />
      <Route path="create" element={<CreateDiscussionPage />} />
      <Route path=":discussionId" element={<DiscussionDetailPage />} />
      <Route path="*" element={<ForumNotFound />} />
    </Routes>
  );
}
