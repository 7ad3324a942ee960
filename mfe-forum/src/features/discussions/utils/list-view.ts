import { LATEST, isSubcategory } from '../../../config/categories';
import type { DiscussionsQuery } from '../api/get-discussions';

/** The forum list's view, read from its address (?category=…&q=…&page=…). */
export interface ListView {
  keyword: string;
  /** A subcategory id, or LATEST (no category in the address): the newest threads of all. */
  category: string;
  page: number;
  /** What the list asks the API for: Latest and a search cover every category. */
  query: DiscussionsQuery;
}

export function readListView(params: URLSearchParams): ListView {
  const keyword = params.get('q')?.trim() ?? '';
  const requested = params.get('category');
  const category = isSubcategory(requested) ? requested : LATEST;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The chosen category is kept while searching, for when the search is cleared.
  const filtered = !keyword && category !== LATEST;
  return { keyword, category, page, query: { page, keyword: keyword || undefined, category: filtered ? category : undefined } };
}

/** Where "Create Discussion" leads from this view: the category chosen, if any. */
export function createHref(category: string): string {
  return category === LATEST ? '/discussions/create' : `/discussions/create?category=${encodeURIComponent(category)}`;
}
