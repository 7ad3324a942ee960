import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { GridItem } from '@chakra-ui/react/grid';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { NO_IMAGE } from '../../../components/image-choice';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { FormField } from '../../../components/FormField';
import { createEvent } from '../api/create-event';
import { createEventSeries, MAX_SERIES_WEEKS } from '../api/create-event-series';
import { EMPTY_EVENT_FORM, type EventPayload } from '../utils/event-form';
import { EventForm } from './EventForm';
import '../texts';

/** /admin/event-create: success and cancel return to the event list. */
export function EventCreatePage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const navigate = useNavigate();
  const list = to(adminPaths.events);
  // 1: one event; more: the same event every week (the Wednesday practice), made in one step.
  const [weeks, setWeeks] = useState('1');
  const repeat = Math.min(MAX_SERIES_WEEKS, Math.max(1, Number.parseInt(weeks, 10) || 1));

  const save = async (payload: EventPayload) => {
    try {
      if (repeat > 1) await createEventSeries(payload, repeat);
      else await createEvent(payload);
    } catch (caught) {
      toastFailure(t('eventForm.toast.createFailed'), caught);
      throw caught;
    }
    toastSuccess(repeat > 1 ? t('eventForm.toast.seriesCreated', { count: repeat }) : t('eventForm.toast.created'));
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
        extraFields={
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <FormField label={t('eventForm.fields.repeatWeeks')} helper={t('eventForm.hints.repeatWeeks', { max: MAX_SERIES_WEEKS })}>
              <Input
                recipe={inputRecipe}
                name="repeatWeeks"
                type="number"
                min="1"
                max={MAX_SERIES_WEEKS}
                step="1"
                inputMode="numeric"
                maxW="32"
                value={weeks}
                onChange={(change) => setWeeks(change.target.value)}
                onBlur={() => setWeeks(String(repeat))}
              />
            </FormField>
          </GridItem>
        }
      />
    </>
  );
}
