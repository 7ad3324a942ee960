import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseError, isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from './http-error.js';
import { languageFrom, type Language, type Messages, type Translate } from './i18n.js';
import { MAX_ID_LENGTH } from './schemas.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** zh or en, from Accept-Language. */
    language: Language;
    /** Translates a message key into the request's language. */
    t: Translate;
  }
  interface FastifyInstance {
    messages: Messages;
  }
}

// A missing required value gets its own message ("Email is required.") instead of zod's
// "expected string, received undefined". Messages given in a schema still win.
z.config({
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'common.required' : undefined),
});

type Params = Record<string, string | number>;

interface ZodIssueLike {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * The error envelope `{status:'nok', error}` for every failure, in the request's language; bad
 * input of any kind is a 4xx, never a 500 (architecture §4).
 */
export function setUpErrors(app: FastifyInstance, messages: Messages): void {
  app.decorate('messages', messages);
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageFrom(this.headers['accept-language']);
    },
  });
  app.decorateRequest('t', {
    getter(this: FastifyRequest): Translate {
      const language = this.language;
      return (key, params) => messages.translate(language, key, params);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const refusal = urlRefusals.get(request.raw);
    if (refusal) return sendError(reply, refusal.statusCode, request.t(refusal.messageKey));
    return sendError(reply, 404, request.t('common.notFound'));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, request.t(error.messageKey, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationMessage(error.validation[0] as unknown as ZodIssueLike, request.t, messages));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, request.t('common.databaseUnavailable'));
    }
    // Last resort: a value the database refused (SQLSTATE class 22: out of range, bad date, NUL…)
    // is the client's, though a schema should have caught it first.
    if (databaseError(error)?.code.startsWith('22')) {
      request.log.warn({ err: error }, 'the database refused a value that validation let through');
      return sendError(reply, 400, request.t('common.badRequest'));
    }
    // The handler's answer does not fit its response schema: a bug on our side. The caller gets the
    // usual 500; the log names the route and what did not fit, so it is found from the first one.
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, route: `${error.method} ${error.url}`, issues: (error.cause as { issues?: unknown } | undefined)?.issues }, 'response does not fit its schema');
      return sendError(reply, 500, request.t('common.serverError'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, request.t('common.serverError'));
    }
    return sendError(reply, status, request.t(clientErrorKey(error, status)));
  });
}

const urlRefusals = new WeakMap<RawRequestDefaultExpression, HttpError>();

/**
 * Fastify's `rewriteUrl`: a URL with broken percent-encoding or an over-long segment goes on to
 * the not-found handler, which answers the refusal. The router's own answers to these (its
 * FST_ERR_BAD_URL and 414 handlers) would skip the hooks, so no helmet or CORS headers.
 */
export function screenUrl(raw: RawRequestDefaultExpression): string {
  const url = raw.url ?? '/';
  const path = url.split('?', 1)[0]!;
  let refusal: HttpError | undefined;
  try {
    decodeURIComponent(path);
    if (path.split('/').some((segment) => segment.length > MAX_ID_LENGTH)) refusal = new HttpError(414, 'common.uriTooLong');
  } catch {
    refusal = new HttpError(400, 'common.badUrl');
  }
  if (!refusal) return url;
  urlRefusals.set(raw, refusal);
  // Matches no route, so the not-found handler answers, after every onRequest hook.
  return '/.refused-url';
}

export function sendError(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ status: 'nok', error: text });
}

function clientErrorKey(error: FastifyError, status: number): string {
  if (status === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
    return 'common.invalidJson';
  }
  switch (status) {
    case 401:
      return 'common.unauthorized';
    case 403:
      return 'common.forbidden';
    case 404:
      return 'common.notFound';
    case 413:
      return 'common.payloadTooLarge';
    case 415:
      return 'common.unsupportedMediaType';
    default:
      return 'common.badRequest';
  }
}

function validationMessage(issue: ZodIssueLike, t: Translate, messages: Messages): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  // A translatable text's zh / en is its field's (title.zh is the title: DESIGN §13).
  const name = [...segments].reverse().find((segment) => !/^\d+$/.test(segment) && segment !== 'zh' && segment !== 'en') ?? 'body';
  return issueMessage({ code: issue.keyword, message: issue.message, ...issue.params }, name, t, messages);
}

/** A field's label in the request's language (field.* messages), or its name when it has none. */
export function fieldName(name: string, t: Translate, messages: Messages): string {
  return messages.has(`field.${name}`) ? t(`field.${name}`) : name;
}

/**
 * A translated text for one zod issue about the field `name`: the schema's own message key when it
 * gave one, else a generic text built from the issue (required, too long, not one of …).
 */
export function issueMessage(issue: { code: string; message: string; [key: string]: unknown }, name: string, t: Translate, messages: Messages): string {
  const field = fieldName(name, t, messages);
  if (messages.has(issue.message)) return t(issue.message, { field });
  const origin = issue.origin as string | undefined;
  const limit = (key: string) => String(issue[key]);
  switch (issue.code) {
    case 'too_big':
      if (origin === 'string') return t('common.tooLong', { field, max: limit('maximum') });
      if (origin === 'array') return t('common.tooMany', { field, max: limit('maximum') });
      return t('common.tooBig', { field, max: limit('maximum') });
    case 'too_small':
      if (origin === 'string') return t(issue.minimum === 1 ? 'common.required' : 'common.tooShort', { field, min: limit('minimum') });
      return t('common.tooSmall', { field, min: limit('minimum') });
    case 'invalid_format':
      return t(issue.format === 'email' ? 'common.invalidEmail' : 'common.invalidField', { field });
    case 'invalid_value':
      return Array.isArray(issue.values)
        ? t('common.notOneOf', { field, options: (issue.values as unknown[]).map(String).join(', ') })
        : t('common.invalidField', { field });
    default:
      return t('common.invalidField', { field } satisfies Params);
  }
}
