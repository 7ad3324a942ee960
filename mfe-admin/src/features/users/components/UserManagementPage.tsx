import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Pagination } from '@golf/shared/components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { SearchForm } from '../../../components/SearchForm';
import { useListParams } from '../../../components/list-params';
import { useIsWide } from '../../../components/use-is-wide';
import { useUsers } from '../api/get-users';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import '../texts';

/** /admin/user-management: paged user table with a keyword search. */
export function UserManagementPage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const location = useLocation();
  const { page, keyword, setPage, setKeyword } = useListParams();
  const { data, error, loading, refetch } = useUsers(page, keyword);
  const wide = useIsWide();
  const List = wide ? UsersTable : UserCards;

  let body;
  if (loading && !data) body = <LoadingState />;
  else if (error) body = <ErrorState message={t('users.loadError')} onRetry={refetch} />;
  else if (!data || data.users.length === 0)
    body = keyword ? <EmptyState title={t('users.emptySearch')} hint={t('users.emptySearchHint')} /> : <EmptyState title={t('users.empty')} />;
  else
    body = (
      <>
        <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
          {t('users.total', { count: data.total })}
        </Text>
        <List
          users={data.users}
          detailPath={(id) => to(adminPaths.userDetail(id))}
          returnTo={location.pathname + location.search}
        />
        <Pagination page={page} totalPages={data.lastPage} onPageChange={setPage} />
      </>
    );

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <SearchForm keyword={keyword} placeholder={t('users.searchPlaceholder')} onSearch={setKeyword} />
      <div aria-busy={loading}>{body}</div>
    </>
  );
}
