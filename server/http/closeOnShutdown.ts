import type { FastifyInstance } from 'fastify';

/**
 * How long, after `close()`, kept-alive connections that carry no request are left open: a busy client sends its
 * next request within it, gets the answer with `Connection: close`, and goes. Closed at once, such a connection
 * may already hold that next request, unread, in the kernel's buffer: closing a socket with unread data sends a
 * reset, and the client sees ECONNRESET for a request the server never saw.
 */
export const KEEP_ALIVE_DRAIN_MS = 1_000;

/**
 * Graceful shutdown, the parts Fastify and Node leave open (Fastify's `close()` stops listening, then Node's
 * `server.close()` closes every idle kept-alive connection at once):
 * - from `close()` on, every answer says `Connection: close`, including those of requests that were in flight
 *   (Fastify marks only the requests that arrive after it), so the client's next request opens a new connection,
 *   which is refused: a clean "try elsewhere" for a load balancer or a retrying client;
 * - idle kept-alive connections get KEEP_ALIVE_DRAIN_MS before they are closed (see above); requests that arrive
 *   on them meanwhile are served (buildApp sets `return503OnClosing: false`), each answered with `Connection: close`.
 * main.ts's 10 s limit still bounds the whole shutdown.
 */
export const registerCloseOnShutdown = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    // Tests use inject() and never listen: nothing to drain.
    if (!server.listening) return;
    const closeIdle = server.closeIdleConnections.bind(server);
    // Node's server.close(), called by Fastify after this hook, would close the idle connections now.
    server.closeIdleConnections = () => undefined;
    const drained = setTimeout(() => {
      closeIdle();
      // Connections that became idle after the first sweep (their last answer said Connection: close, so they end
      // by themselves; this catches a client that ignores it).
      const sweep = setInterval(closeIdle, 200);
      sweep.unref();
      server.once('close', () => clearInterval(sweep));
    }, KEEP_ALIVE_DRAIN_MS);
    drained.unref();
    server.once('close', () => clearTimeout(drained));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};
