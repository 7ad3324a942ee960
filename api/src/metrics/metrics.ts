import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { startMetricsListener, type MetricsListener } from './listener.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface Metrics {
  /** This app's own registry (tests build many apps in one process; none shares the global one). */
  registry: Registry;
  /** Where GET /metrics answers once the app is ready; null when METRICS_ADDRESS is off. */
  address(): { host: string; port: number } | null;
}

// Metric names follow Prometheus's conventions: base units, _total for counters.
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
/** A request that matched no route: one label value, never the raw URL (unbounded series). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Prometheus metrics (DESIGN §8): request counts and durations by route pattern and status, the
 * database pool and Node's own figures are kept here; each resource adds what it alone knows
 * (live-update streams, the outbox, the upload gate) through `app.metrics.registry`. Served by a
 * listener of its own on METRICS_ADDRESS, never on the public port (listener.ts).
 */
export function setUpMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const serve = app.config.metricsAddress;
  // Node's figures (event loop lag, heap, GC, handles) watch the whole process: only a process
  // that serves them starts those observers.
  if (serve) collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: HTTP_METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const database = app.database;
  const pool = (name: string, help: string, read: (stats: ReturnType<typeof database.poolStats>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'],
      registers: [registry],
      collect() {
        this.set({ database: database.kind }, read(database.poolStats()));
      },
    });
  pool('golf_db_pool_connections', 'Database connections open (PGlite: its one connection)', (stats) => stats.total);
  pool('golf_db_pool_idle_connections', 'Database connections open and not in use', (stats) => stats.idle);
  pool('golf_db_pool_waiting_queries', 'Queries waiting for a connection (PGlite: for its one connection)', (stats) => stats.waiting);

  let listener: MetricsListener | undefined;
  app.decorate('metrics', { registry, address: () => listener?.address ?? null } satisfies Metrics);
  if (serve) {
    app.addHook('onReady', async () => {
      listener = await startMetricsListener(registry, serve, app.log);
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
  }
}

/** A scrape waits this long for a figure read from the database; Prometheus's own timeout is 10 s. */
const READ_TIMEOUT_MS = 2_000;

/**
 * A gauge read when Prometheus scrapes. When `read` fails or is slow (the database is down) the
 * gauge keeps its last value and the scrape still answers: one missing figure must not hide the
 * others, the process's health above all.
 */
export function scrapedGauge(
  app: FastifyInstance,
  { name, help, read }: { name: string; help: string; read: () => number | Promise<number> },
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [app.metrics.registry],
    async collect() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS)));
      try {
        this.set(await Promise.race([read(), late]));
      } catch (error) {
        app.log.warn({ err: error, metric: name }, 'a metric could not be read; it keeps its last value');
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
