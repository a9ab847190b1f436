import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server, which a test can take away and bring back: what a database
 * restart looks like to the server's pool (sessions cut, new connections refused), without restarting the
 * machine's PostgreSQL that other suites use.
 */
export interface TcpProxy {
  /** The target URL with the proxy's host and port. */
  url: string;
  /** Cuts every open connection and refuses new ones (stops listening). */
  takeAway(): Promise<void>;
  /** Listens again on the same port. */
  bringBack(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: net.Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });

export const startTcpProxy = async (targetUrl: string): Promise<TcpProxy> => {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A cut is the point: the other side sees it as the database ending the session.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = await listen(server, 0);
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  const stopListening = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });
  return {
    url: proxied.toString(),
    takeAway: stopListening,
    bringBack: async () => {
      await listen(server, port);
    },
    close: async () => {
      if (server.listening) await stopListening();
    },
  };
};
