/** Where the visitor is going: the parts of the address a page's first reads depend on. */
export interface PrefetchLocation {
  pathname: string;
  search: string;
}

/**
 * The default export of a route's prefetch module (`prefetch` in the route table): starts the
 * first API reads of the page at `location` with prefetchQuery, so they travel while the page's
 * code still loads. Only what the page reads on its first render, with the same query options.
 * Returns when those reads have settled (prefetchQuery's promises): on a first visit the shell
 * draws the page once its answers are in, instead of a frame of skeletons first (decision 67).
 * Nothing returned (a remote built before @golf/shared 1.6) means nothing to wait for.
 */
export type RoutePrefetch = (location: PrefetchLocation) => void | Promise<unknown>;
