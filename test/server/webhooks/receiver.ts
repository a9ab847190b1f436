import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A partner's receiver on loopback: a real HTTP server that keeps what it was sent and answers `status`. */
export const startReceiver = async () => {
  const received: Received[] = [];
  let status = 200;
  let waiting: ((request: Received) => void) | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      response.writeHead(status, { 'content-type': 'application/json' }).end(status < 300 ? '{"received":true}' : '{"error":"down for maintenance"}');
      waiting?.(entry);
      waiting = undefined;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer(next: number) {
      status = next;
    },
    /** Resolves at the next request (for the queue's own delivery, which the test does not drive). */
    next: () => new Promise<Received>((resolve) => { waiting = resolve; }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
