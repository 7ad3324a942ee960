import { databaseError } from '../db/errors.js';

/** True when a query failed on the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = databaseError(error);
  return failure?.code === '23505' && failure.constraint === constraint;
}
