/**
 * A partner's webhook receiver (docs/webhooks.md): a plain node:http server that checks each request's
 * `Webhook-Signature` (HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret, `whsec_…`, shown once when the
 * endpoint was made or its secret rolled), refuses a timestamp older (or newer) than five minutes and an event id it
 * has already taken, answers 200 at once and only then hands the event on. Give it both secrets while rolling one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  apiVersion: string;
  sequence: number;
  data: Record<string, unknown>;
}

export interface ReceiverOptions {
  /** The endpoint's secrets: the current one, and the previous one while a roll's overlap lasts. */
  secrets: readonly string[];
  onEvent: (event: WebhookEvent) => void | Promise<void>;
  /** Seconds since the epoch (tests move it). */
  now?: () => number;
  toleranceSeconds?: number;
  /** Larger bodies are refused (413) before being read to the end. */
  maxBodyBytes?: number;
}

/** True when one `v1` of the header is the HMAC of `<t>.<body>` under one of the secrets and `t` is recent. */
export const signatureValid = (header: string, body: string, secrets: readonly string[], nowSeconds: number, toleranceSeconds = 300): boolean => {
  const parts = header.split(',').map((part) => part.trim().split('=', 2));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')).map(([, value]) => Buffer.from(value!, 'hex'));
  return secrets.some((secret) => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
    return signatures.some((signature) => timingSafeEqual(signature, expected));
  });
};

export const createWebhookReceiver = ({
  secrets, onEvent, now = () => Math.floor(Date.now() / 1000), toleranceSeconds = 300, maxBodyBytes = 1_000_000,
}: ReceiverOptions): http.Server => {
  // Ids taken: a replay within the tolerance is answered 200 and not handed on again. A real receiver keeps these
  // in its database, for longer than the tolerance.
  const seen = new Set<string>();
  return http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) {
        chunks.push(chunk);
        return;
      }
      response.writeHead(413).end();
      request.destroy();
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['webhook-signature'] ?? '');
      if (request.method !== 'POST' || !signatureValid(header, body, secrets, now(), toleranceSeconds)) {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad signature"}');
        return;
      }
      const event = JSON.parse(body) as WebhookEvent;
      const fresh = !seen.has(event.id);
      seen.add(event.id);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      if (fresh) void Promise.resolve(onEvent(event)).catch(() => undefined);
    });
  });
};
