import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryConfig } from '../config';
import type { Db } from '../db/client';
import { recordMessage, withoutCode } from './outbox';

export interface Message {
  to: string;
  channel: 'sms' | 'email';
  purpose: string;
  text: string;
  /** The one-time code the text carries: the development outbox and log line show it; nothing else keeps it. None in a notice. */
  code?: string;
  /** The e-mail's subject; by default the one of a code. */
  subject?: string;
}

/** Delivery of SMS and e-mails. `send` rejects when the message could not be handed over. */
export interface Notifier {
  send(message: Message): Promise<void>;
}

export interface NotifierDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  delivery: DeliveryConfig;
  /**
   * Development: the outbox keeps the code and the log line shows it (CONTRACT.md's development hooks read it).
   * Otherwise the outbox keeps the message with its code masked, gateway or not.
   */
  devHooks: boolean;
  fetch?: typeof fetch;
}

const SMS_TIMEOUT_MS = 5000;

/** POST `{ to, text }` as JSON, with an optional bearer token; any status but 2xx is a failure. */
const smsGateway = (url: string, token: string | undefined, fetchImpl: typeof fetch) => async (message: Message) => {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ to: message.to, text: message.text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
};

const smtp = (url: string, from: string) => {
  // nodemailer is loaded with the first e-mail, and only where SMTP_URL is set.
  const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
  return async (message: Message) => {
    await (await transport).sendMail({ from, to: message.to, subject: message.subject ?? 'Merchant portal code / Mã xác thực', text: message.text });
  };
};

/**
 * The outbox always keeps a copy (its code masked outside development). A channel with a configured gateway
 * (`SMTP_URL`, `SMS_GATEWAY_URL`) is sent through it; otherwise, in development, the outbox and a log line are the
 * delivery, and in production the message reaches nobody (a warning says so).
 */
export const createNotifier = ({ db, now, log, delivery, devHooks, fetch: fetchImpl = fetch }: NotifierDeps): Notifier => {
  const gateways: Partial<Record<Message['channel'], (message: Message) => Promise<void>>> = {
    ...(delivery.smsGatewayUrl ? { sms: smsGateway(delivery.smsGatewayUrl, delivery.smsGatewayToken, fetchImpl) } : {}),
    ...(delivery.smtpUrl ? { email: smtp(delivery.smtpUrl, delivery.smtpFrom) } : {}),
  };
  return {
    async send(message) {
      const gateway = gateways[message.channel];
      if (gateway) await gateway(message);
      await recordMessage(db, devHooks ? message : withoutCode(message), now());
      const where = { to: message.to, channel: message.channel, purpose: message.purpose };
      if (gateway) log.info(where, 'message sent');
      else if (devHooks) log.info({ ...where, text: message.text }, 'message queued (no gateway configured: dev outbox)');
      else log.warn(where, 'message queued in the outbox with its code masked: no gateway configured, nobody receives it');
    },
  };
};

/** One short line in Vietnamese and English (SMS). */
export const codeText = (code: string, ttlMinutes: number): string =>
  `Ma xac thuc / Your code: ${code} (${ttlMinutes} phut/minutes)`;
