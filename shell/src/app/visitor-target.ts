/**
 * Where a visitor (not signed in) opening a member's page goes instead of the sign-in page, from
 * the composition (remotes.json: a route's `visitors`, sub-path pattern → public address with the
 * same `:params`). An event's page is for members, but a link to it was shared for everyone: the
 * calendar shows visitors the same event (DESIGN §5c). Null: the usual sign-in.
 *
 * Patterns are whole segments, literal or `:name` (react-router's matchPath is not among the
 * router exports the site shares, shared/src/router.ts, and this needs no more).
 */
export function visitorTarget(routePath: string, visitors: Record<string, string> | undefined, pathname: string): string | null {
  if (!visitors || !pathname.startsWith(`${routePath}/`)) return null;
  const segments = pathname.slice(routePath.length).split('/').filter(Boolean);
  for (const [pattern, target] of Object.entries(visitors)) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = decodeSegment(segments[index]!);
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') || part === segment;
    });
    if (matches) return target.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
