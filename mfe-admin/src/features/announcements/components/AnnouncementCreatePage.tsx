import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { NO_IMAGE } from '../../../components/image-choice';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { createAnnouncement } from '../api/create-announcement';
import { emptyAnnouncementForm, toAnnouncementPayload, type AnnouncementFormValues } from '../utils/announcement-form';
import { AnnouncementForm } from './AnnouncementForm';
import '../texts';

/** /admin/announcement-create: cancel and success return to the announcement list. */
export function AnnouncementCreatePage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const navigate = useNavigate();
  const list = to(adminPaths.announcements);
  // Taken once: switching language must not overwrite a publisher the admin typed.
  const [initialValues] = useState(() => emptyAnnouncementForm(t('announcementForm.defaultCreatedBy')));

  const save = async (values: AnnouncementFormValues, imageFileId: string | null) => {
    try {
      await createAnnouncement(toAnnouncementPayload(values, imageFileId));
    } catch (caught) {
      toastFailure(t('announcementForm.toast.createFailed'), caught);
      throw caught;
    }
    toastSuccess(t('announcementForm.toast.created'));
    // The list shows the change once read again.
    void invalidateQueries(['admin', 'announcements']);
    navigate(list);
  };

  return (
    <>
      <PageHeader
        title={t('announcementForm.createTitle')}
        subtitle={t('announcementForm.createSubtitle')}
        back={
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
            <Link to={list}>
              <ArrowLeftIcon boxSize="4" /> {t('announcementForm.back')}
            </Link>
          </Button>
        }
      />
      <AnnouncementForm
        initialValues={initialValues}
        initialImage={NO_IMAGE}
        submitLabel={t('announcementForm.create')}
        busyLabel={t('announcementForm.creating')}
        onSubmit={save}
        onCancel={() => navigate(list)}
      />
    </>
  );
}
