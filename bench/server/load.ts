import autocannon from 'autocannon';
import type { Session } from './api';

export interface LoadFigures {
  /** Milliseconds (autocannon's histogram has 1 ms resolution). */
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx, socket errors and timeouts: any of them makes the figures suspect. */
  failures: number;
  /** Of the failures: requests unanswered after autocannon's 10 s, and answers other than 2xx. */
  timeouts: number;
  non2xx: number;
}

/** `connections` clients repeating one POST for `duration` seconds. */
export const loadCall = async (
  session: Session, path: string, body: unknown, connections: number, duration: number,
): Promise<LoadFigures> => {
  const result = await autocannon({
    url: `${session.url}${path}`,
    method: 'POST',
    connections,
    duration,
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    // autocannon counts a timeout among its errors too.
    failures: result.non2xx + result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
};
