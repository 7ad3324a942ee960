import { DEFAULT_CATEGORY, isSubcategory } from '../../../config/categories';
import type { DiscussionsQuery } from '../api/get-discussions';

/** The forum list's view, read from its address (?category=…&q=…&page=…). */
export interface ListView {
  keyword: string;
  category: string;
  page: number;
  /** What the list asks the API for: a search covers every category. */
  query: DiscussionsQuery;
}

export function readListView(params: URLSearchParams): ListView {
  const keyword = params.get('q')?.trim() ?? '';
  const requested = params.get('category');
  const category = isSubcategory(requested) ? requested : DEFAULT_CATEGORY;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The chosen category is kept while searching, for when the search is cleared.
  return { keyword, category, page, query: { page, keyword: keyword || undefined, category: keyword ? undefined : category } };
}
