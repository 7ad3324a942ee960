import { apiGet, readPath } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

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
}

/** GET /{ext,cms}/discussion/thread/list?page&category&keyword (page size 10). */
export async function getDiscussions({ page, category, keyword }: DiscussionsQuery): Promise<DiscussionsPage> {
  const { threads, total, lastPage } = await apiGet<DiscussionsPage>(readPath('discussion/thread/list'), { page, category, keyword });
  return { threads, total, lastPage };
}

/** `session` is part of the key: signing in or out reloads with the caller's own likes. */
export function useDiscussions(query: DiscussionsQuery, session: string | null) {
  return useApiQuery(() => getDiscussions(query), [query.page, query.category, query.keyword, session]);
}
