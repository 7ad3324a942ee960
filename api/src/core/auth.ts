import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from './http-error.js';
import type { Language } from './i18n.js';

/**
 * The signed-in account. Core knows only its id; the users feature widens it to its row
 * (users/accounts.ts), so handlers read every field of the account.
 */
export interface SignedInAccount {
  id: string;
}

/** How core reads accounts: given by the users feature when the app is wired (app.ts). */
export interface AccountSource {
  /** The account of a session, undefined when it no longer exists. */
  load(userId: string): Promise<SignedInAccount | undefined>;
  /** A frozen account's tokens are refused (403). */
  isFrozen(account: SignedInAccount): boolean;
  isAdmin(account: SignedInAccount): boolean;
  /** Keeps the language the caller's screen shows as the account's own; returns the account as it now is. */
  keepLanguage(account: SignedInAccount, language: Language): Promise<SignedInAccount>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A valid, current token of an account that is not frozen; sets request.user. A route group
     * lists it as its `onRequest` hook (see setUpAuth).
     */
    requireUser: onRequestAsyncHookHandler;
    /** requireUser, and the account is an Admin. */
    requireAdmin: onRequestAsyncHookHandler;
    /** Starts a session for the account (a sign-in) and returns its first token. */
    signInToken(userId: string, request: FastifyRequest): Promise<string>;
    /** A fresh token of an existing session (renewal, or after a password change). */
    issueToken(userId: string, sessionId: string): Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in account; set by requireUser/requireAdmin, null elsewhere. */
    user: SignedInAccount | null;
    /** The caller's session and when its token expires (epoch seconds); null when none or ended. */
    session: { id: string; userId: string; expiresAt: number } | null;
  }
}

/** DESIGN §9: tokens live 24 h and renew quietly while in use. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** A call made with less than half of its token's life left is answered with a fresh token here. */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
const ISSUER = 'golf-api';

interface TokenClaims {
  sub: string;
  /** The session (sessions.id) the token belongs to. */
  sid: string;
  exp: number;
}

/**
 * Bearer JWT sessions. A token names its session; every call checks the session is live (see
 * core/sessions.ts, cached a few seconds per process) and reads the account, so signing out,
 * "sign out everywhere", a password change or a freeze ends tokens at once in every process.
 */
export function setUpAuth(app: FastifyInstance, { jwtSecret, accounts }: { jwtSecret: string; accounts: AccountSource }): void {
  const key = new TextEncoder().encode(jwtSecret);

  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  const issueToken = (userId: string, sessionId: string) =>
    new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
      .sign(key);
  app.decorate('issueToken', issueToken);
  app.decorate('signInToken', async (userId: string, request: FastifyRequest) =>
    issueToken(userId, await app.sessions.start(userId, request.headers['user-agent'])),
  );

  async function authenticate(request: FastifyRequest): Promise<SignedInAccount> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw new HttpError(401, 'common.unauthorized');
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(match[1]!, key, { issuer: ISSUER, algorithms: ['HS256'] });
      // A token from before sessions (no sid) is refused like an ended one.
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number' || payload.sid.length > 100) throw new Error('claims');
      claims = { sub: payload.sub, sid: payload.sid, exp: payload.exp };
    } catch {
      throw new HttpError(401, 'common.sessionEnded');
    }
    if (!(await app.sessions.isLive(claims.sid, claims.sub))) throw new HttpError(401, 'common.sessionEnded');
    const user = await accounts.load(claims.sub);
    if (!user) throw new HttpError(401, 'common.sessionEnded');
    if (accounts.isFrozen(user)) throw new HttpError(403, 'common.accountFrozen');
    request.session = { id: claims.sid, userId: user.id, expiresAt: claims.exp };
    // The apps send the language on the screen with every call: the last one used is the one
    // the member reads mail in (a call without the header changes nothing).
    return request.headers['accept-language'] ? accounts.keepLanguage(user, request.language) : user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!accounts.isAdmin(user)) throw new HttpError(403, 'common.forbidden');
    request.user = user;
  });

  // Quiet renewal: a successful call whose token has passed half its life carries a fresh token
  // of the same session; the web apps' API client keeps it (shared/src/api/client.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.session;
    if (!session || reply.statusCode >= 400) return payload;
    if (session.expiresAt - Date.now() / 1000 < TOKEN_LIFETIME_SECONDS / 2) {
      reply.header(RENEWED_TOKEN_HEADER, await issueToken(session.userId, session.id));
    }
    return payload;
  });

  // Who may call a route is settled before its body is read or validated: a visitor posting any
  // body to an admin route gets 401, a member 403, never the route's validation message. So each
  // route group lists its check as `onRequest` (`{ onRequest: app.requireUser }`); one listed
  // where it would run after validation is refused when the route is added, not quietly moved.
  const accessChecks: unknown[] = [app.requireUser, app.requireAdmin];
  app.addHook('onRoute', (route: RouteOptions) => {
    const late = [route.preValidation, route.preHandler].flat().some((hook) => accessChecks.includes(hook));
    if (late) throw new Error(`${String(route.method)} ${route.url}: list requireUser/requireAdmin as onRequest, so access is settled before the body is read`);
  });
}

/** The signed-in account inside a handler behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): SignedInAccount {
  if (!request.user) throw new HttpError(401, 'common.unauthorized');
  return request.user;
}
