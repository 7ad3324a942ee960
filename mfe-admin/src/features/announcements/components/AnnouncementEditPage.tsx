import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { ErrorState, LoadingState, NotFoundState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { imageChoiceOf } from '../../../components/image-choice';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { getAnnouncement } from '../api/get-announcement';
import { updateAnnouncement } from '../api/update-announcement';
import { formFromAnnouncement, toAnnouncementPayload, type AnnouncementFormValues } from '../utils/announcement-form';
import { AnnouncementForm } from './AnnouncementForm';
import '../texts';

type LoadState = { kind: 'loading' } | { kind: 'loaded'; announcement: Announcement } | { kind: 'notFound' } | { kind: 'failed' };

/** /admin/announcement-edit/:announcementId. */
export function AnnouncementEditPage() {
  const { t } = useTranslation('admin');
  const { announcementId = '' } = useParams();
  const to = useAdminPath();
  const navigate = useNavigate();
  const list = to(adminPaths.announcements);
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    getAnnouncement(announcementId).then(
      (announcement) => current && setState({ kind: 'loaded', announcement }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.httpStatus === 404) return setState({ kind: 'notFound' });
        toastFailure(t('announcementForm.toast.loadFailed'), error);
        setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per announcement (and on Retry): a language switch must not drop what was typed
  }, [announcementId, attempt]);

  const save = async (values: AnnouncementFormValues, imageFileId: string | null) => {
    if (state.kind !== 'loaded') return;
    try {
      await updateAnnouncement(announcementId, toAnnouncementPayload(values, imageFileId, state.announcement.displayDate));
    } catch (caught) {
      toastFailure(t('announcementForm.toast.updateFailed'), caught);
      throw caught;
    }
    toastSuccess(t('announcementForm.toast.updated'));
    // The list shows the change once read again.
    void invalidateQueries(['admin', 'announcements']);
    navigate(list);
  };

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to={list}>
        <ArrowLeftIcon boxSize="4" /> {t('announcementForm.back')}
      </Link>
    </Button>
  );

  if (state.kind === 'notFound')
    return <NotFoundState title={t('announcementForm.notFound')} hint={t('announcementForm.notFoundHint')} action={back} />;

  return (
    <>
      <PageHeader title={t('announcementForm.editTitle')} subtitle={t('announcementForm.editSubtitle')} back={back} />
      {state.kind === 'loading' && <LoadingState />}
      {state.kind === 'failed' && <ErrorState message={t('announcementForm.loadError')} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.kind === 'loaded' && (
        <AnnouncementForm
          key={state.announcement._id}
          initialValues={formFromAnnouncement(state.announcement)}
          initialImage={imageChoiceOf(state.announcement.imageFileId)}
          submitLabel={t('announcementForm.update')}
          busyLabel={t('announcementForm.updating')}
          onSubmit={save}
          onCancel={() => navigate(list)}
        />
      )}
    </>
  );
}
