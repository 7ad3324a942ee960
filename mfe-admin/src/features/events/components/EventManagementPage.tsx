import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { SearchForm } from '../../../components/list/SearchForm';
import { RowDeleteDialog, useRowDelete } from '../../../components/list/RowDelete';
import { NewItemButton } from '../../../components/list/NewItemButton';
import { AdminList } from '../../../components/list/AdminList';
import { useListParams } from '../../../components/list/list-params';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { toastFailure } from '../../../components/toast-failure';
import { useAdminEvents } from '../api/get-admin-events';
import { deleteEvent } from '../api/delete-event';
import { duplicateEvent } from '../api/duplicate-event';
import { EventCards } from './EventCards';
import { EventsTable } from './EventsTable';
import '../texts';

/** /admin/event-management: every event, searchable, with edit and delete. */
export function EventManagementPage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const navigate = useNavigate();
  const { page, keyword, setPage, setKeyword } = useListParams();
  const { data, error, loading, refetch } = useAdminEvents(page, keyword);
  const List = useMediaQuery(WIDE_QUERY) ? EventsTable : EventCards;

  const del = useRowDelete<GolfEvent>({
    remove: (event) => deleteEvent(event._id),
    deleted: t('events.deleted'),
    failed: t('events.deleteFailed'),
    after: () => {
      // The last event of a page is gone: show the page before it.
      if (data && data.events.length === 1 && page > 1) setPage(page - 1);
      return invalidateQueries(['admin', 'events']);
    },
  });

  const duplicate = async (event: GolfEvent) => {
    try {
      const copy = await duplicateEvent(event._id);
      toastSuccess(t('events.duplicated'));
      void invalidateQueries(['admin', 'events']);
      navigate(to(adminPaths.eventEdit(copy._id)));
    } catch (caught) {
      toastFailure(t('events.duplicateFailed'), caught);
    }
  };

  return (
    <>
      <PageHeader
        title={t('events.title')}
        subtitle={t('events.subtitle')}
        actions={<NewItemButton label={t('events.newEvent')} to={to(adminPaths.eventCreate)} />}
      />
      <SearchForm keyword={keyword} placeholder={t('events.searchPlaceholder')} onSearch={setKeyword} />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.events}
        loadError={t('events.loadError')}
        empty={
          keyword ? <EmptyState title={t('events.emptySearch')} hint={t('events.emptySearchHint')} /> : <EmptyState title={t('events.empty')} hint={t('events.emptyHint')} />
        }
        paging={{ page, totalPages: data?.lastPage, onPageChange: setPage }}
      >
        {(events) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {t('events.total', { count: data?.total })}
            </Text>
            <List
              events={events}
              editPath={(id) => to(adminPaths.eventEdit(id))}
              attendeesPath={(id) => to(adminPaths.eventAttendees(id))}
              onDelete={del.ask}
              onDuplicate={(event) => void duplicate(event)}
            />
          </>
        )}
      </AdminList>
      <RowDeleteDialog control={del} title={t('events.deleteTitle')} message={t('events.deleteMessage', { name: del.target?.name ?? '' })} />
    </>
  );
}
