import { useMemo, useState } from 'react';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { RowDeleteDialog, useRowDelete } from '../../../components/list/RowDelete';
import { NewItemButton } from '../../../components/list/NewItemButton';
import { AdminList } from '../../../components/list/AdminList';
import { SearchBox } from '../../../components/list/SearchForm';
import { PageHeader } from '../../../components/PageHeader';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { deleteLiveUpdate } from '../api/delete-live-update';
import { useLiveUpdates } from '../api/get-live-updates';
import { filterLiveUpdates } from '../utils/live-updates';
import { LiveUpdateDialog, type DialogMode } from './LiveUpdateDialog';
import { LiveUpdateCards } from './LiveUpdateCards';
import { LiveUpdatesTable } from './LiveUpdatesTable';
import '../texts';

/** /admin/live-update-management: list, local search, create/edit dialog, delete confirmation. */
export function LiveUpdateManagementPage() {
  const { t } = useTranslation('admin');
  const { data, error, loading, refetch } = useLiveUpdates();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DialogMode>({ kind: 'closed' });
  const List = useMediaQuery(WIDE_QUERY) ? LiveUpdatesTable : LiveUpdateCards;
  const shown = useMemo(() => filterLiveUpdates(data ?? [], query), [data, query]);

  const del = useRowDelete<LiveUpdate>({
    remove: (item) => deleteLiveUpdate(item._id),
    deleted: t('liveUpdateDialog.toast.deleted'),
    failed: t('liveUpdateDialog.toast.deleteFailed'),
    after: () => invalidateQueries(['admin', 'liveUpdates']),
  });

  return (
    <>
      <PageHeader
        title={t('liveUpdates.title')}
        subtitle={t('liveUpdates.subtitle')}
        actions={<NewItemButton label={t('liveUpdates.newLiveUpdate')} onClick={() => setDialog({ kind: 'create' })} />}
      />
      <SearchBox mb="3" value={query} onChange={setQuery} placeholder={t('liveUpdates.searchPlaceholder')} />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data ? shown : undefined}
        loadError={t('liveUpdates.loadError')}
        empty={<EmptyState title={query.trim() ? t('liveUpdates.emptySearch') : t('liveUpdates.empty')} />}
      >
        {(liveUpdates) => (
          <>
            {/* What the search shows, like the other admin lists: never the full count over no rows. */}
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {t('liveUpdates.count', { count: liveUpdates.length })}
            </Text>
            <List liveUpdates={liveUpdates} onEdit={(item) => setDialog({ kind: 'edit', liveUpdateId: item._id })} onDelete={del.ask} />
          </>
        )}
      </AdminList>
      <LiveUpdateDialog mode={dialog} onClose={() => setDialog({ kind: 'closed' })} />
      <RowDeleteDialog control={del} title={t('liveUpdates.deleteTitle')} message={t('liveUpdates.deleteMessage')} />
    </>
  );
}
