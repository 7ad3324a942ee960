import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { users, type UserRow } from '../users/table.js';
import { HttpError } from './http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A valid, current token of an account that is not frozen; sets request.user. Routes list it
     * as a preHandler; it runs on request (see setUpAuth).
     */
    requireUser: preHandlerAsyncHookHandler;
    /** requireUser, and the account is an Admin. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** A new session token for the account (after sign-in or a password change). */
    issueToken(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string>;
  }
  interface FastifyRequest {
    /** The signed-in account; set by requireUser/requireAdmin, null elsewhere. */
    user: UserRow | null;
  }
}

const TOKEN_LIFETIME = '7d';
const ISSUER = 'golf-api';

interface TokenClaims {
  sub: string;
  /** The account's tokenVersion when the token was issued. */
  tv: number;
}

/**
 * Bearer JWT sessions. Tokens are stateless (any API process can check them); the account row is
 * still read on every call so freezing an account or raising its tokenVersion (password change)
 * ends its sessions at once.
 */
export function setUpAuth(app: FastifyInstance, jwtSecret: string): void {
  const key = new TextEncoder().encode(jwtSecret);

  app.decorateRequest('user', null);

  app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    new SignJWT({ tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(key),
  );

  async function authenticate(request: FastifyRequest): Promise<UserRow> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw new HttpError(401, 'common.unauthorized');
    let claims: TokenClaims;
    try {
      const { payload } = await jwtVerify(match[1]!, key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw new Error('claims');
      claims = { sub: payload.sub, tv: payload.tv };
    } catch {
      throw new HttpError(401, 'common.sessionEnded');
    }
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
    if (!user || user.tokenVersion !== claims.tv) throw new HttpError(401, 'common.sessionEnded');
    if (user.accountFrozen) throw new HttpError(403, 'common.accountFrozen');
    // The apps send the language on the screen with every call: the last one used is the one
    // the member reads mail in (a call without the header changes nothing).
    if (request.headers['accept-language'] && request.language !== user.language) {
      await app.db.update(users).set({ language: request.language }).where(eq(users.id, user.id));
      return { ...user, language: request.language };
    }
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.userGroup !== 'Admin') throw new HttpError(403, 'common.forbidden');
    request.user = user;
  });

  // Who may call a route is settled before its body is read or validated: a visitor posting any
  // body to an admin route gets 401, a member 403, never the route's validation message. The
  // checks move from preHandler to onRequest here, for every route, present and future.
  const accessChecks: unknown[] = [app.requireUser, app.requireAdmin];
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const checks = preHandlers.filter((hook) => accessChecks.includes(hook));
    if (checks.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !accessChecks.includes(hook));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...(checks as unknown as onRequestHookHandler[])];
  });
}

/** The signed-in account inside a handler behind requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'common.unauthorized');
  return request.user;
}
