import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from './http-error.js';
import { languageFrom, type Language, type Messages, type Translate } from './i18n.js';

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
 * input of any kind is a 4xx, never a 500 (DESIGN.md §4).
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

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, request.t('common.notFound')));

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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, request.t('common.serverError'));
    }
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return sendError(reply, 429, request.t('common.tooManyRequests', { seconds }));
    }
    return sendError(reply, status, request.t(clientErrorKey(error, status)));
  });
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
  const name = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? 'body';
  return issueMessage({ code: issue.keyword, message: issue.message, ...issue.params }, name, t, messages);
}

/**
 * A translated text for one zod issue about the field `name`: the schema's own message key when it
 * gave one, else a generic text built from the issue (required, too long, not one of …).
 */
export function issueMessage(issue: { code: string; message: string; [key: string]: unknown }, name: string, t: Translate, messages: Messages): string {
  const field = messages.has(`field.${name}`) ? t(`field.${name}`) : name;
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
