import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Pagination } from '@golf/shared/components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { PageHeader } from '../../../components/PageHeader';
import { SearchForm } from '../../../components/SearchForm';
import { HStack } from '@chakra-ui/react/stack';
import { USER_FILTERS, USER_SORTS } from '@golf/contract/profile';
import { FormField } from '../../../components/FormField';
import { useKeepPageInList, useListChoice, useListParams } from '../../../components/list-params';
import { SelectField } from '../../../components/SelectField';
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
  const movingToLastPage = useKeepPageInList(data?.lastPage, loading);
  const wide = useMediaQuery(WIDE_QUERY);
  const List = wide ? UsersTable : UserCards;

  let body;
  if ((loading && !data) || movingToLastPage) body = <LoadingState />;
  else if (error) body = <ErrorState message={t('users.loadError')} onRetry={refetch} />;
  else if (!data || data.users.length === 0)
    body =
      keyword || status !== 'all' ? <EmptyState title={t('users.emptySearch')} hint={t('users.emptySearchHint')} /> : <EmptyState title={t('users.empty')} />;
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
      <HStack gap="3" mb="4" align="flex-end" wrap="wrap">
        <FormField label={t('users.filter.label')}>
          <SelectField name="status" value={status} onChange={(value) => setStatus(value as typeof status)} options={USER_FILTERS.map((value) => ({ value, label: t(`users.filter.${value}`) }))} />
        </FormField>
        <FormField label={t('users.sort.label')}>
          <SelectField name="sort" value={sort} onChange={(value) => setSort(value as typeof sort)} options={USER_SORTS.map((value) => ({ value, label: t(`users.sort.${value}`) }))} />
        </FormField>
      </HStack>
      <div aria-busy={loading}>{body}</div>
    </>
  );
}
