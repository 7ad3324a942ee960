/**
 * Leaving the single-page app for another document (the payment page, a fresh /login). One seam
 * for both, so tests can watch where the browser is sent; jsdom cannot navigate.
 */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
};
