import { z } from 'zod';

/** Building blocks shared by the resources' request and response schemas. */

export const ok = z.literal('ok');

/** The failure envelope every error response uses (documented on each route). */
export const errorResponse = z.object({ status: z.literal('nok'), error: z.string() });

export const okResponse = z.object({ status: ok });

/** Standard error responses for the OpenAPI document. */
export const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

/** `?page=N`, 1-based; anything missing or below 1 reads as page 1 so a stale link still works. */
export const pageQuery = z.coerce.number().int().catch(1).transform((page) => Math.max(1, Math.min(page, 100_000)));

/** The longest id, and the longest path segment a URL may have (core/errors.ts screenUrl). */
export const MAX_ID_LENGTH = 200;

/**
 * Ids are opaque strings. Any string is accepted and simply finds nothing (404), so a path id
 * that is not an id never reaches the database as a type error.
 */
export const idParam = z.string().min(1).max(MAX_ID_LENGTH);
export const idParams = z.object({ id: idParam });

/** Page count for a list of `total` items, at least 1 so "page 1 of 1" holds for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A user-entered free-text search term: trimmed, and LIKE wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const isoDate = (value: Date | null): string | null => (value ? value.toISOString() : null);
