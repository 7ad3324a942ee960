import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@golf/shared/components/Pagination';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useKeepPageInList } from './list-params';

/** What a list page knows of its read (the `useQuery` answer). */
export interface ListQuery {
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

export interface ListPaging {
  /** The page in the URL. */
  page: number;
  /** The page count the server sent with the page (undefined until it answered). */
  totalPages: number | undefined;
  onPageChange: (page: number) => void;
  /** `own`: the page draws its own pager (Previous / Next) instead of the numbered pages. */
  pager?: 'numbers' | 'own';
}

interface AdminListProps<T> {
  query: ListQuery;
  /** The rows to show: undefined until the server answered. */
  rows: T[] | undefined;
  loadError: string;
  /** What shows over no rows: its words depend on the search, the filter or the page. */
  empty: ReactNode;
  /** A paged list: numbered pages under the rows, and a page past the end shows the last one. */
  paging?: ListPaging;
  /** Rows and pages in one stack with this gap, where the page shows them so. */
  gap?: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * The body of every admin list: loading, error with Retry, empty, or the rows and their pages.
 * The search, filters and header stay outside, so they keep their place while a page loads.
 */
export function AdminList<T>({ query, rows, loadError, empty, paging, gap, children }: AdminListProps<T>) {
  const { loading, error, refetch } = query;
  const movingToLastPage = useKeepPageInList(paging?.totalPages, loading);

  let body: ReactNode;
  if ((loading && rows === undefined) || movingToLastPage) body = <LoadingState />;
  else if (error) body = <ErrorState message={loadError} onRetry={refetch} />;
  else if (!rows || rows.length === 0) body = empty;
  else {
    const pages = paging && paging.pager !== 'own' && <Pagination page={paging.page} totalPages={paging.totalPages ?? 1} onPageChange={paging.onPageChange} />;
    body = gap ? (
      <Stack gap={gap}>
        {children(rows)}
        {pages}
      </Stack>
    ) : (
      <>
        {children(rows)}
        {pages}
      </>
    );
  }
  return <div aria-busy={loading}>{body}</div>;
}

/** Nothing on a page past the first (the list shrank since the link was made): back to page 1. */
export function EmptyPageState({ title, onFirstPage }: { title: string; onFirstPage: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      title={title}
      action={
        <Button variant="outline" onClick={onFirstPage}>
          {t('common:pagination.first')}
        </Button>
      }
    />
  );
}
