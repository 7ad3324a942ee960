import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { SearchForm } from '../../../components/list/SearchForm';
import { USER_FILTERS, USER_SORTS } from '@golf/contract/profile';
import { AdminList } from '../../../components/list/AdminList';
import { ListFilters } from '../../../components/list/ListFilters';
import { useListChoice, useListParams } from '../../../components/list/list-params';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { useUsers } from '../api/get-users';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import '../texts';

/** /admin/user-management: paged user table with a keyword search, a membership filter and a sort. */
export function UserManagementPage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const location = useLocation();
  const { page, keyword, setPage, setKeyword } = useListParams();
  const [status, setStatus] = useListChoice('status', USER_FILTERS, 'all');
  const [sort, setSort] = useListChoice('sort', USER_SORTS, 'newest');
  const { data, error, loading, refetch } = useUsers({ page, keyword, status, sort });
  const wide = useMediaQuery(WIDE_QUERY);
  const List = wide ? UsersTable : UserCards;

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <SearchForm keyword={keyword} placeholder={t('users.searchPlaceholder')} onSearch={setKeyword} />
      <ListFilters
        filters={[
          {
            name: 'status',
            label: t('users.filter.label'),
            value: status,
            onChange: (value) => setStatus(value as typeof status),
            options: USER_FILTERS.map((value) => ({ value, label: t(`users.filter.${value}`) })),
          },
          {
            name: 'sort',
            label: t('users.sort.label'),
            value: sort,
            onChange: (value) => setSort(value as typeof sort),
            options: USER_SORTS.map((value) => ({ value, label: t(`users.sort.${value}`) })),
          },
        ]}
      />
      <AdminList
        query={{ loading, error, refetch }}
        rows={data?.users}
        loadError={t('users.loadError')}
        empty={keyword || status !== 'all' ? <EmptyState title={t('users.emptySearch')} hint={t('users.emptySearchHint')} /> : <EmptyState title={t('users.empty')} />}
        paging={{ page, totalPages: data?.lastPage, onPageChange: setPage }}
      >
        {(users) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
              {t('users.total', { count: data?.total })}
            </Text>
            <List users={users} detailPath={(id) => to(adminPaths.userDetail(id))} returnTo={location.pathname + location.search} />
          </>
        )}
      </AdminList>
    </>
  );
}
