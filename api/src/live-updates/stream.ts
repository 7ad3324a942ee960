import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContentLanguage } from '@golf/contract/content-language';
import { GOLF_CHANNEL, LIVE_UPDATES_CHANNEL, toLiveUpdate, type LiveUpdateChange } from './model.js';
import { liveUpdates } from './table.js';

const HEARTBEAT_MS = 25_000;

/**
 * The open server-sent-event streams of this process. Changes arrive through the database's
 * pub/sub (NOTIFY on PostgreSQL, so a change made by any API process reaches every stream); each
 * is read from the database once per process and written to every stream. After an outage of
 * the notifications a `resync` event tells every open stream to read the list again.
 */
export class LiveUpdateStreams {
  /** Each open stream and the language its page reads. */
  private readonly clients = new Map<ServerResponse, ContentLanguage>();
  private unsubscribe: (() => void) | undefined;
  private stopResync: (() => void) | undefined;
  private subscribing: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async publish(change: LiveUpdateChange): Promise<void> {
    await this.app.database.pubsub.publish(LIVE_UPDATES_CHANNEL, JSON.stringify(change));
  }

  /** Takes over the reply and keeps it open as an event stream until the client leaves. */
  async open(reply: FastifyReply, language: ContentLanguage): Promise<void> {
    await this.ensureSubscribed();
    // Headers set by the CORS and helmet hooks are copied by hand: after hijack() Fastify sends nothing.
    const headers = {
      ...reply.getHeaders(),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in a buffer.
      'x-accel-buffering': 'no',
    };
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, headers as Record<string, string>);
    raw.write('retry: 5000\n\n');
    this.clients.set(raw, language);
    raw.on('close', () => this.clients.delete(raw));
  }

  get size(): number {
    return this.clients.size;
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.stopResync?.();
    for (const client of this.clients.keys()) client.end();
    this.clients.clear();
  }

  private ensureSubscribed(): Promise<void> {
    this.subscribing ??= (async () => {
      // Changes made while the database's notifications were down never arrive: clients read again.
      this.stopResync = this.app.database.pubsub.onResync(() => this.broadcast(frame('resync', {})));
      const stopUpdates = await this.app.database.pubsub.subscribe(LIVE_UPDATES_CHANNEL, (payload) => {
        void this.deliver(payload).catch((error) => this.app.log.error({ err: error }, 'live update delivery failed'));
      });
      // Golf competitions say which leaderboard changed (DESIGN §12: the same stream, a `golf` event).
      const stopGolf = await this.app.database.pubsub.subscribe(GOLF_CHANNEL, (payload) => this.forwardGolf(payload));
      this.unsubscribe = () => {
        stopUpdates();
        stopGolf();
      };
      this.heartbeat = setInterval(() => this.broadcast(': keep-alive\n\n'), HEARTBEAT_MS);
      this.heartbeat.unref();
    })();
    return this.subscribing;
  }

  private async deliver(payload: string): Promise<void> {
    if (this.clients.size === 0) return;
    const change = JSON.parse(payload) as LiveUpdateChange;
    if (change.event === 'deleted') {
      this.broadcast(frame('deleted', { _id: change.id }));
      return;
    }
    const [row] = await this.app.db.select().from(liveUpdates).where(eq(liveUpdates.id, change.id)).limit(1);
    // Deleted again before we read it: the deleted event follows.
    if (!row) return;
    // In the language the page asked for, and both (public texts): a page whose reader switches
    // language meanwhile keeps its stream and shows each pushed update in the new one.
    const frames = { zh: frame(change.event, toLiveUpdate(row, { language: 'zh', both: true })), en: frame(change.event, toLiveUpdate(row, { language: 'en', both: true })) };
    for (const [client, language] of this.clients) client.write(frames[language]);
  }

  /** `{ competitionId }` as the golf resource published it; anything else is dropped. */
  private forwardGolf(payload: string): void {
    if (this.clients.size === 0) return;
    try {
      const { competitionId } = JSON.parse(payload) as { competitionId?: unknown };
      if (typeof competitionId === 'string') this.broadcast(frame('golf', { competitionId }));
    } catch {
      // A malformed notification is not ours to pass on.
    }
  }

  private broadcast(text: string): void {
    for (const client of this.clients.keys()) client.write(text);
  }
}

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
