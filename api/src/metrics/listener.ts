import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  address: { host: string; port: number };
  close(): Promise<void>;
}

/**
 * The metrics listener: a plain HTTP server of its own that answers GET (and HEAD) /metrics and
 * nothing else. It is bound to METRICS_ADDRESS (loopback by default) so the figures, which
 * describe the club's traffic, stay off the public port and the public internet. Whatever it is
 * sent, it answers with a 4xx and keeps running: no URL decoding, no body read, parse errors of
 * the HTTP parser answered 400.
 */
export async function startMetricsListener(registry: Registry, where: { host: string; port: number }, log: FastifyBaseLogger): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    // Nothing is read from a request: a body is dropped as it comes.
    request.resume();
    const path = (request.url ?? '').split('?', 1)[0];
    const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
      response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
    };
    if (path !== '/metrics') return answer(404, 'Not found: the metrics are at /metrics');
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Method not allowed', { allow: 'GET, HEAD' });
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        answer(503, 'Metrics unavailable');
      },
    );
  });
  // Slow or silent clients are dropped; a scrape is one short request.
  server.headersTimeout = 5_000;
  server.requestTimeout = 10_000;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 100;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== 'ECONNRESET') {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\ncontent-length: 0\r\n\r\n`);
    } else {
      socket.destroy();
    }
  });

  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `the metrics address ${where.host}:${where.port} is in use: give each API process its own METRICS_ADDRESS (or off)`
            : `the metrics listener could not open ${where.host}:${where.port}: ${error.message}`,
        ),
      );
    };
    server.once('error', failed);
    server.listen(where.port, where.host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  server.on('error', (error) => log.error({ err: error }, 'metrics listener failed'));
  const bound = server.address() as AddressInfo;
  return {
    address: { host: bound.address, port: bound.port },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
