/**
 * True when a query failed on the named unique constraint. Drizzle wraps driver errors (its
 * DrizzleQueryError keeps the driver's in `cause`); pg and PGlite both carry code and constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
