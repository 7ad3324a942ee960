import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import '../i18n/forum-catalogue';
import { DiscussionsPage } from '../features/discussions/components/DiscussionsPage';

// A thread and the new-thread form load when opened: the list is the first visit, and their
// dialog, form and upload machinery would otherwise download with it.
const CreateDiscussionPage = lazy(() =>
  import('../features/create-thread/components/CreateDiscussionPage').then((module) => ({ default: module.CreateDiscussionPage })),
);
const DiscussionDetailPage = lazy(() =>
  import('../features/thread/components/DiscussionDetailPage').then((module) => ({ default: module.DiscussionDetailPage })),
);

/** The shell's loading panel while a lazy page downloads, the same one it shows for the section. */
function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}

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
      <Route
        path="create"
        element={
          <LazyPage>
            <CreateDiscussionPage />
          </LazyPage>
        }
      />
      <Route
        path=":discussionId"
        element={
          <LazyPage>
            <DiscussionDetailPage />
          </LazyPage>
        }
      />
      <Route path="*" element={<ForumNotFound />} />
    </Routes>
  );
}
