import http from 'node:http';
import type { Session } from '../server/api';
import type { Child } from '../server/serverChild';
import { portalRequests } from './listLoad';

/**
 * SIGTERM to the server while keep-alive clients keep it busy, each request's fate recorded by the client:
 * - completed: an answer (2xx, or Fastify's 503 "closing" with Connection: close to a request that arrived on a
 *   kept-alive connection after the signal);
 * - refused: a NEW connection refused (ECONNREFUSED) after the signal: what a load balancer retries elsewhere;
 * - reset: a request sent and then cut (ECONNRESET, "socket hang up", EPIPE): the failure that must not happen.
 */
export interface ShutdownFigures {
  clients: number;
  /** Requests under way (sent, not yet answered) when the signal was sent; each must complete. */
  inFlightAtSignal: number;
  inFlightCompleted: number;
  /** Slow requests (the dev hook /api/dev/delay) running when the signal was sent, and how many got their 200. */
  slowInFlight: number;
  slowCompleted: number;
  /** After the signal: answers by status, refused new connections, resets. */
  afterSignal: { statuses: Record<string, number>; refused: number; resets: number; resetDetails: string[]; otherErrors: string[] };
  /** Before the signal, all answers (to show the load was real), and any connection error (none expected). */
  answeredBefore: number;
  errorsBefore: string[];
  exitMs: number | null;
  exitCode: number | null;
}

type Outcome = { status: number } | { error: string; reused?: boolean };

const send = (agent: http.Agent, url: URL, request: { method: string; path: string; headers?: Record<string, string>; body?: string }): Promise<Outcome> =>
  new Promise((resolve) => {
    const outgoing = http.request({
      agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers: request.headers,
    }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    // A reset on a new connection (one the kernel had queued when the server stopped listening) is told apart
    // from one on a kept-alive connection.
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, reused: outgoing.reusedSocket }));
    outgoing.end(request.body);
  });

const RESETS = new Set(['ECONNRESET', 'EPIPE', 'socket hang up', 'ECONNABORTED']);

export const shutdownUnderLoad = async (
  server: Child, session: Session, shopId: number, { clients, slow, loadMs }: { clients: number; slow: number; loadMs: number },
): Promise<ShutdownFigures> => {
  const url = new URL(session.url);
  const requests = portalRequests(session, shopId);
  let signalledAt: number | null = null;
  let inFlightAtSignal = 0;
  let inFlightCompleted = 0;
  let slowInFlight = 0;
  let slowCompleted = 0;
  let answeredBefore = 0;
  const errorsBefore: string[] = [];
  const after: ShutdownFigures['afterSignal'] = { statuses: {}, refused: 0, resets: 0, resetDetails: [], otherErrors: [] };
  const pending = new Set<{ slow: boolean; atSignal: boolean }>();

  const record = (outcome: Outcome, entry: { slow: boolean; atSignal: boolean }): boolean => {
    pending.delete(entry);
    if (entry.atSignal && 'status' in outcome) {
      inFlightCompleted++;
      if (entry.slow && outcome.status === 200) slowCompleted++;
    }
    if (signalledAt === null) {
      if ('status' in outcome) answeredBefore++;
      else errorsBefore.push(outcome.error);
      return true;
    }
    if ('status' in outcome) {
      after.statuses[outcome.status] = (after.statuses[outcome.status] ?? 0) + 1;
      return true;
    }
    if (outcome.error === 'ECONNREFUSED') after.refused++;
    else if (RESETS.has(outcome.error)) {
      after.resets++;
      after.resetDetails.push(`${outcome.error} on a ${outcome.reused ? 'kept-alive' : 'new'} connection`);
    }
    else after.otherErrors.push(outcome.error);
    // A client whose connection is gone stops: the server is going away.
    return false;
  };

  // Each client: one kept-alive connection of its own, a request after each answer, until a connection fails.
  const client = async (index: number, isSlow: boolean) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let turn = index; ; turn++) {
        const request = isSlow ? { method: 'GET', path: '/api/dev/delay?ms=3000', headers: session.headers } : requests[turn % requests.length];
        const entry = { slow: isSlow, atSignal: false };
        pending.add(entry);
        if (!record(await send(agent, url, request), entry)) return;
        if (errorsBefore.length > 100) throw new Error(`the server refused the load before the signal: ${errorsBefore.slice(0, 5).join(', ')}`);
        if (signalledAt !== null && Date.now() - signalledAt > 15_000) return;
      }
    } finally {
      agent.destroy();
    }
  };

  const exited = server.exited;
  const running = [
    ...Array.from({ length: clients }, (_, index) => client(index, false)),
    ...Array.from({ length: slow }, (_, index) => client(index, true)),
  ];
  await new Promise((resolve) => setTimeout(resolve, loadMs));
  signalledAt = Date.now();
  for (const entry of pending) {
    entry.atSignal = true;
    inFlightAtSignal++;
    if (entry.slow) slowInFlight++;
  }
  process.kill(server.pid, 'SIGTERM');
  const exitCode = await Promise.race([exited, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 20_000))]);
  const exitMs = exitCode === 'late' ? null : Date.now() - signalledAt;
  await Promise.all(running);
  return {
    clients: clients + slow, inFlightAtSignal, inFlightCompleted, slowInFlight, slowCompleted, afterSignal: after, answeredBefore, errorsBefore,
    exitMs, exitCode: exitCode === 'late' ? null : exitCode,
  };
};
