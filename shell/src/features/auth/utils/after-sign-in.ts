/**
 * Where to go after signing in: the protected page the visitor was sent from (RequireAuth puts it
 * in location.state.from), else the membership page. Only same-site paths are followed.
 */
export function afterSignInPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')) {
    return from;
  }
  return '/membership';
}
