import { apiGet, readPath } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface DiscussionsQuery {
  page: number;
  /** A subcategory id; left out when searching every category. */
  category?: string;
  keyword?: string;
}

export interface DiscussionsPage {
  threads: Thread[];
  total: number;
  lastPage: number;
  /** Visible threads per subcategory, whatever the filter (the category tree shows them). */
  categoryCounts: Record<string, number>;
}

/** GET /{ext,cms}/discussion/thread/list?page&category&keyword (page size 10). */
export async function getDiscussions({ page, category, keyword }: DiscussionsQuery, signal?: AbortSignal): Promise<DiscussionsPage> {
  const { threads, total, lastPage, categoryCounts } = await apiGet<DiscussionsPage>(readPath('discussion/thread/list'), { page, category, keyword }, { signal });
  return { threads, total, lastPage, categoryCounts: categoryCounts ?? {} };
}

/** Signing in or out empties the cache: the list loads again with the caller's own likes. */
export const discussionsQuery = (query: DiscussionsQuery) =>
  queryOptions({ queryKey: ['discussions', 'list', query], queryFn: ({ signal }) => getDiscussions(query, signal), keepPreviousData: true });

export const useDiscussions = (query: DiscussionsQuery) => useQuery(discussionsQuery(query));
