/** Where signing in leads when the visitor came from nowhere in particular (spec 01 §8). */
export const DEFAULT_AFTER_SIGN_IN = '/membership';

/** The query parameter that carries the return page through a full page load (a reload, a link mailed or shared). */
export const NEXT_PARAM = 'next';

// Pages that would send the visitor round in a circle if signing in led back to them.
const ACCOUNT_PAGES = ['/login', '/signup', '/activate-membership', '/forgot-password', '/reset-password'];

/**
 * The path itself when it names a page of this site, else null. A query parameter is anybody's to
 * write, so `//evil.example`, `/\evil.example`, `https://…` and anything that resolves to another
 * origin are refused: signing in must never become an open redirect.
 */
export function sameSitePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.length > 2000) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines inside a URL.
  if (/[\\\s]/.test(candidate) || candidate.startsWith('//')) return null;
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (ACCOUNT_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The page to return to after signing in: the router state's `from` (RequireAuth and the event
 * dialog's "login to enrol" put it there), else the `?next=` of the address, else null.
 */
export function returnPathOf(location: { state?: unknown; search?: string }): string | null {
  const fromState = sameSitePath((location.state as { from?: unknown } | null)?.from);
  if (fromState) return fromState;
  return sameSitePath(new URLSearchParams(location.search ?? '').get(NEXT_PARAM));
}

/** Where signing in leads: the page the visitor came from, or /membership. */
export function afterSignInPath(location: { state?: unknown; search?: string }): string {
  return returnPathOf(location) ?? DEFAULT_AFTER_SIGN_IN;
}

/**
 * A link to another account page (sign-in ↔ sign-up) that keeps the return page both in the
 * router state and in the address, so a reload on the way does not lose it.
 */
export function accountPageLink(pathname: string, from: string | null): { to: string; state?: { from: string } } {
  if (!from) return { to: pathname };
  return { to: `${pathname}?${NEXT_PARAM}=${encodeURIComponent(from)}`, state: { from } };
}
