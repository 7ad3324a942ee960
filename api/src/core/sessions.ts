import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { sessions, type SessionRow } from './session-table.js';
import { deviceSummary } from './device-summary.js';

/** Which sessions to end: one, or all of an account (but one, for a member's own password change). */
export type SessionsToEnd = { sessionId: string } | { userId: string; except?: string };

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Records a sign-in; returns the new session's id. */
      start(userId: string, userAgent: string | undefined): Promise<string>;
      /** Whether the session is live (not ended) and the account's; cached a few seconds. */
      isLive(sessionId: string, userId: string): Promise<boolean>;
      /**
       * Ends sessions and tells every API process. Call it after (not inside) a transaction: the
       * notice goes out on another connection, and a process hearing it before the commit would
       * find the session still live and keep that answer.
       */
      end(which: SessionsToEnd): Promise<void>;
      /** The account's live sessions, most recently seen first. */
      listLive(userId: string): Promise<SessionRow[]>;
    };
  }
}

const CHANNEL = 'sessions_ended';
/**
 * How long a process trusts its last look at a session. Ending a session empties the entry at
 * once everywhere (NOTIFY); the time-to-live only bounds how stale an entry can get if a
 * notification is lost, and how often a busy session's last-seen time is written.
 */
const CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;
/** Tokens live 24 h and each call within them renews them; a session unseen for longer is gone. */
export const SESSION_IDLE_LIMIT = sql`interval '24 hours'`;

function whereOf(which: SessionsToEnd): SQL | undefined {
  if ('sessionId' in which) return eq(sessions.id, which.sessionId);
  return and(eq(sessions.userId, which.userId), which.except ? ne(sessions.id, which.except) : undefined);
}

/**
 * The session store (DESIGN §9 "Sessions"). Every authenticated call asks isLive; a process keeps
 * the live answers a few seconds so a busy member costs one small write per few seconds, not a
 * query per call. Ending sessions drops the entries here at once and in the other processes
 * through the LISTEN/NOTIFY channel the live updates and the public cache already use (on the
 * embedded database, one process, the same channel is in-process).
 */
export async function setUpSessions(app: FastifyInstance): Promise<void> {
  const { pubsub } = app.database;
  /** sessionId → when it was last found live, and whose it is. */
  const live = new Map<string, { userId: string; checkedAt: number }>();

  const forget = (message: SessionsToEnd) => {
    if ('sessionId' in message) return void live.delete(message.sessionId);
    // The kept session of a password change is dropped too: it is simply checked again.
    for (const [id, entry] of live) if (entry.userId === message.userId) live.delete(id);
  };
  const onMessage = (payload: string) => {
    try {
      forget(JSON.parse(payload) as SessionsToEnd);
    } catch {
      live.clear();
    }
  };

  const unsubscribe = await pubsub.subscribe(CHANNEL, onMessage);
  // Notifications may have been missed while the listening connection was down.
  const stopResync = pubsub.onResync(() => live.clear());
  app.addHook('onClose', async () => {
    unsubscribe();
    stopResync();
    live.clear();
  });

  app.decorate('sessions', {
    async start(userId: string, userAgent: string | undefined) {
      const [row] = await app.db.insert(sessions).values({ userId, device: deviceSummary(userAgent) }).returning({ id: sessions.id });
      return row!.id;
    },

    async isLive(sessionId: string, userId: string) {
      const cached = live.get(sessionId);
      if (cached && cached.userId === userId && Date.now() - cached.checkedAt < CACHE_TTL_MS) return true;
      // One statement checks and records the visit (the list in Settings shows "last seen").
      const [row] = await app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_LIMIT}`)))
        .returning({ id: sessions.id });
      if (!row) {
        live.delete(sessionId);
        return false;
      }
      if (live.size >= MAX_ENTRIES) live.clear();
      live.set(sessionId, { userId, checkedAt: Date.now() });
      return true;
    },

    async end(which: SessionsToEnd) {
      await app.db.update(sessions).set({ endedAt: sql`now()` }).where(and(whereOf(which), isNull(sessions.endedAt)));
      // This process at once (the caller's next request may come back here), the others through
      // the database.
      forget(which);
      await pubsub.publish(CHANNEL, JSON.stringify(which));
    },

    listLive(userId: string) {
      return app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.lastSeenAt, sql`now() - ${SESSION_IDLE_LIMIT}`)))
        .orderBy(desc(sessions.lastSeenAt))
        .limit(50);
    },
  });
}
