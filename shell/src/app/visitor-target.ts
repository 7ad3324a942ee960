import { matchPath } from 'react-router-dom';

/**
 * Where a visitor (not signed in) opening a member's page goes instead of the sign-in page, from
 * the composition (remotes.json: a route's `visitors`, sub-path pattern → public address with the
 * same `:params`). An event's page is for members, but a link to it was shared for everyone: the
 * calendar shows visitors the same event (DESIGN §5c). Null: the usual sign-in.
 */
export function visitorTarget(routePath: string, visitors: Record<string, string> | undefined, pathname: string): string | null {
  for (const [pattern, target] of Object.entries(visitors ?? {})) {
    const match = matchPath({ path: `${routePath}${pattern}`, end: true }, pathname);
    if (!match) continue;
    return target.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => {
      const value = match.params[name];
      return value === undefined ? whole : encodeURIComponent(value);
    });
  }
  return null;
}
