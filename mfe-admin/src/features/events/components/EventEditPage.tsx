import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { imageChoiceOf } from '../../../components/image-choice';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { getEvent } from '../api/get-event';
import { updateEvent } from '../api/update-event';
import { formFromEvent, type EventPayload } from '../utils/event-form';
import { EventForm } from './EventForm';
import '../texts';

/** /admin/event-edit/:eventId: load, fill, save; a load failure returns to the list. */
export function EventEditPage() {
  const { t } = useTranslation('admin');
  const { eventId = '' } = useParams();
  const to = useAdminPath();
  const navigate = useNavigate();
  const list = to(adminPaths.events);
  const [event, setEvent] = useState<GolfEvent | null>(null);

  useEffect(() => {
    let current = true;
    setEvent(null);
    getEvent(eventId).then(
      (loaded) => current && setEvent(loaded),
      (error: unknown) => {
        if (!current) return;
        toastFailure(t('eventForm.toast.loadFailed'), error);
        navigate(list, { replace: true });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per event: a language switch must not reload and drop what was typed
  }, [eventId]);

  const save = async (payload: EventPayload) => {
    try {
      await updateEvent(eventId, payload);
    } catch (caught) {
      toastFailure(t('eventForm.toast.updateFailed'), caught);
      throw caught;
    }
    toastSuccess(t('eventForm.toast.updated'));
    // The list shows the change once read again.
    void invalidateQueries(['admin', 'events']);
    navigate(list);
  };

  return (
    <>
      <PageHeader
        title={t('eventForm.editTitle')}
        subtitle={event ? event.name : t('eventForm.editSubtitle')}
        back={
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
            <Link to={list}>
              <ArrowLeftIcon boxSize="4" /> {t('eventForm.back')}
            </Link>
          </Button>
        }
      />
      {!event ? (
        <LoadingState />
      ) : (
        <EventForm
          key={event._id}
          initialValues={formFromEvent(event)}
          initialImage={imageChoiceOf(event.imageFileId)}
          submitLabel={t('eventForm.update')}
          busyLabel={t('eventForm.updating')}
          onSubmit={save}
          onCancel={() => navigate(list)}
        />
      )}
    </>
  );
}
