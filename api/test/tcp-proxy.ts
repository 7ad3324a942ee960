import net from 'node:net';

/**
 * A TCP proxy between the API and PostgreSQL that a test can break: cut() is an outage (every
 * connection dropped, new ones refused), freeze() a network path that dies silently (connections
 * stay open, nothing goes through, new ones are accepted and hang).
 */
export interface TcpProxy {
  /** The database URL, through the proxy. */
  url: string;
  cut(): Promise<void>;
  freeze(): void;
  /** Ends a cut or a freeze; frozen connections are dropped then (their bytes are lost). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let frozen = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = [client, upstream];
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => frozen || client.write(chunk));
  });
  const listen = (port = 0) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen();
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    url: url.toString(),
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    freeze() {
      frozen = true;
    },
    async restore() {
      if (frozen) dropAll();
      frozen = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
