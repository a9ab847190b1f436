import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { DeliveryConfig } from '../config';
import type { Db } from '../db/client';
import { recordMessage } from './outbox';

export interface Message {
  to: string;
  channel: 'sms' | 'email';
  purpose: string;
  text: string;
  /** The one-time code the text carries: the dev outbox shows it; logs and real gateways' copies do not. None in a notice. */
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
  /** Development: the outbox keeps the code and the log line shows it (CONTRACT.md). */
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
  const transport = nodemailer.createTransport(url);
  return async (message: Message) => {
    await transport.sendMail({ from, to: message.to, subject: message.subject ?? 'Merchant portal code / Mã xác thực', text: message.text });
  };
};

/**
 * The dev outbox always keeps a copy. A channel with a configured gateway
 * (`SMTP_URL`, `SMS_GATEWAY_URL`) is sent through it; otherwise the outbox and a log line are the delivery.
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
      // The outbox is the delivery when no gateway is configured; past a real gateway, production keeps no code.
      const kept = gateway && !devHooks && message.code ? { ...message, text: message.text.replaceAll(message.code, '******'), code: null } : message;
      await recordMessage(db, kept, now());
      const where = { to: message.to, channel: message.channel, purpose: message.purpose };
      if (gateway) log.info(where, 'message sent');
      else if (devHooks) log.info({ ...where, text: message.text }, 'message queued (no gateway configured: dev outbox)');
      else log.info(where, 'message queued in the outbox (no gateway configured)');
    },
  };
};

/** One short line in Vietnamese and English (SMS). */
export const codeText = (code: string, ttlMinutes: number): string =>
  `Ma xac thuc / Your code: ${code} (${ttlMinutes} phut/minutes)`;
