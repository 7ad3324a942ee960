import ky, { HTTPError, TimeoutError, type Options } from 'ky';
import i18n from '@golf/shared/i18n/i18n';
import { getRuntimeConfig } from '@golf/shared/api/runtime-config';
import { readToken } from '@golf/shared/api/session-token';

/** A failed call, with the server's own (translated) text when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiEnvelope {
  status?: string;
  /** One old endpoint spells it this way (spec 02 §7): both are accepted. */
  statue?: string;
  error?: string;
}

const PROTECTED_PREFIXES = ['cms/', 'admin/'];
const TIMEOUT_MS = 15_000;

export function isOk(body: ApiEnvelope | null | undefined): boolean {
  return !!body && (body.status === 'ok' || body.statue === 'ok');
}

/** The bearer header goes only to protected (cms) and admin paths, as the spec requires. */
export function needsToken(path: string): boolean {
  const clean = path.replace(/^\/+/, '');
  return PROTECTED_PREFIXES.some((prefix) => clean.startsWith(prefix));
}

type SessionRejectedListener = () => void;
let sessionRejected: SessionRejectedListener = () => {};

/**
 * The one place that decides what a 401 means: the auth store registers here (it imports this
 * client, so the client cannot import it). Called once per rejected session, see apiRequest.
 */
export function onSessionRejected(listener: SessionRejectedListener): void {
  sessionRejected = listener;
}

/** The API's header with a fresh token of the same session (api/src/core/auth.ts). */
export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token';
type TokenRenewedListener = (token: string) => void;
let tokenRenewed: TokenRenewedListener = () => {};

/**
 * Tokens live 24 h and the API renews them quietly while they are in use: the auth store
 * registers here to keep the fresh token (same reason as onSessionRejected for the direction).
 */
export function onTokenRenewed(listener: TokenRenewedListener): void {
  tokenRenewed = listener;
}

const client = ky.create({
  timeout: TIMEOUT_MS,
  retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  throwHttpErrors: false,
});

async function parseBody(response: Response): Promise<ApiEnvelope | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as ApiEnvelope;
  } catch {
    return null;
  }
}

/**
 * The headers every call to `path` carries: the language on screen (the server answers in it and
 * remembers it for mail), and the session's token on protected paths.
 */
export function apiHeaders(path: string, init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set('Accept-Language', i18n.language?.startsWith('en') ? 'en' : 'zh');
  const token = readToken();
  if (token && needsToken(path.replace(/^\/+/, ''))) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * Calls the API and returns the body when it reports success; otherwise throws an ApiError that
 * carries the server's error text, so screens can show it instead of a generic message.
 */
export async function apiRequest<T extends object>(path: string, options: Options = {}): Promise<T & ApiEnvelope> {
  const clean = path.replace(/^\/+/, '');
  const headers = apiHeaders(clean, options.headers as HeadersInit | undefined);

  let response: Response;
  try {
    response = await client(`${getRuntimeConfig().apiUrl}/${clean}`, { ...options, headers });
  } catch (error) {
    const reason = error instanceof TimeoutError ? 'timeout' : error instanceof HTTPError ? 'http' : 'network';
    throw new ApiError(i18n.t(`common:errors.${reason}`), 0, null);
  }
  const body = await parseBody(response);
  const sentToken = headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
  // Only a renewal of the token still in use: not after a sign-out or a newer token meanwhile.
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && sentToken && sentToken === readToken()) tokenRenewed(renewed);
  if (response.ok && isOk(body)) return body as T & ApiEnvelope;
  // A token the server refuses (expired, signed out elsewhere, account frozen, password changed
  // elsewhere) ends the session. Calls still in flight with the same token answer 401 too: only
  // the first one counts, and a token already replaced (a password change in this tab) is not
  // this session's end.
  if (response.status === 401 && sentToken && sentToken === readToken()) sessionRejected();
  const serverMessage = body?.error ?? null;
  throw new ApiError(serverMessage ?? i18n.t('common:errors.generic'), response.status, serverMessage);
}

/**
 * A read; `signal` (a query's, use-query.ts) aborts it when its answer can reach no one; `cache:
 * 'no-cache'` asks the server even when the browser holds a fresh copy (public reads are cacheable
 * for seconds).
 */
export const apiGet = <T extends object>(path: string, searchParams?: Record<string, string | number | undefined>, options: { signal?: AbortSignal; cache?: RequestCache } = {}) =>
  apiRequest<T>(path, { method: 'get', searchParams: cleanParams(searchParams), signal: options.signal, cache: options.cache });
export const apiPost = <T extends object>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'post', json });
export const apiPut = <T extends object>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'put', json });
export const apiDelete = <T extends object>(path: string) => apiRequest<T>(path, { method: 'delete' });

function cleanParams(params?: Record<string, string | number | undefined>): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** The server's text when it sent one, else the caller's translated fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** Reads use the protected variant when a session exists (architecture §5), the public one otherwise. */
export function readPath(path: string): string {
  return `${readToken() ? 'cms' : 'ext'}/${path.replace(/^\/+/, '')}`;
}
