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
import { createEvent } from '../api/create-event';
import { EMPTY_EVENT_FORM, type EventPayload } from '../utils/event-form';
import { EventForm } from './EventForm';
import '../texts';

/** /admin/event-create: success and cancel return to the event list. */
export function EventCreatePage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const navigate = useNavigate();
  const list = to(adminPaths.events);

  const save = async (payload: EventPayload) => {
    try {
      await createEvent(payload);
    } catch (caught) {
      toastFailure(t('eventForm.toast.createFailed'), caught);
      throw caught;
    }
    toastSuccess(t('eventForm.toast.created'));
    // The list shows the change once read again.
    void invalidateQueries(['admin', 'events']);
    navigate(list);
  };

  return (
    <>
      <PageHeader
        title={t('eventForm.createTitle')}
        subtitle={t('eventForm.createSubtitle')}
        back={
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
            <Link to={list}>
              <ArrowLeftIcon boxSize="4" /> {t('eventForm.back')}
            </Link>
          </Button>
        }
      />
      <EventForm
        initialValues={EMPTY_EVENT_FORM}
        initialImage={NO_IMAGE}
        submitLabel={t('eventForm.create')}
        busyLabel={t('eventForm.creating')}
        onSubmit={save}
        onCancel={() => navigate(list)}
      />
    </>
  );
}
