import type { FastifyInstance } from 'fastify';
import { fieldName } from './errors.js';
import { HttpError } from './http-error.js';

/**
 * Input checks made once for every route, before its schema: bodies a route has no use for, and
 * text PostgreSQL cannot store. URLs the router cannot take are refused in core/errors.ts; field
 * lengths, number ranges and dates are each route's schema (core/schemas.ts has the shared ones).
 */

/** NUL (PostgreSQL text cannot hold it) or a lone surrogate (not Unicode; stored as U+FFFD). */
const UNSAFE_TEXT = /[\0\p{Cs}]/u;

/**
 * The name of the first field of parsed params, query or body holding unsafe text (in a value or
 * a key); `name` names a bare string body. Iterative: a body nested 100,000 levels deep cannot
 * overflow the stack.
 */
function unsafeField(value: unknown, name = 'body'): string | undefined {
  const pending: Array<[unknown, string]> = [[value, name]];
  while (pending.length > 0) {
    const [current, field] = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSAFE_TEXT.test(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push([item, field]);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Data only: a raw Buffer body (the payment webhook's) is the route's own business.
      for (const [key, item] of Object.entries(current)) {
        if (UNSAFE_TEXT.test(key)) return field;
        pending.push([item, key]);
      }
    }
  }
  return undefined;
}

export function setUpInputGuards(app: FastifyInstance): void {
  // A GET or DELETE sent with a JSON content type and nothing in it has nothing to parse; a
  // route that needs a body then refuses the missing body with its schema.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  // Before the schemas (after the access checks, which run on request): one check for every
  // string a route receives, whatever its schema says.
  app.addHook('preValidation', async (request) => {
    const field = unsafeField(request.params) ?? unsafeField(request.query) ?? unsafeField(request.body);
    if (field !== undefined) throw new HttpError(400, 'common.invalidCharacters', { field: fieldName(field, request.t, app.messages) });
  });
}
