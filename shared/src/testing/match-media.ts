/**
 * jsdom has no `window.matchMedia`. This stands in for it, answering each query with `matches`
 * (no query matches by default); nothing ever changes, so listeners are never called.
 */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
