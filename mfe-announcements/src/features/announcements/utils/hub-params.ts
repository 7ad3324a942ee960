import { filterFromParam, type CategoryFilterKey } from './categories';

/** The hub's view lives in the address (?category=golf&page=2): back, reload and shared links keep it. */
export interface HubView {
  filter: CategoryFilterKey;
  page: number;
}

export function readHubView(params: URLSearchParams): HubView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filter: filterFromParam(params.get('category')), page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function hubViewParams({ filter, page }: HubView): URLSearchParams {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('category', filter);
  if (page > 1) params.set('page', String(page));
  return params;
}
