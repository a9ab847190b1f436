import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The development hooks of CONTRACT.md, as the browser tests use them. */

interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  purpose: string;
  text: string;
  code: string | null;
  createdAt: string;
}

const getData = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

/** The answer of the captcha `id` (`GET /api/dev/captcha/:id`). */
export const captchaText = async (id: string): Promise<string> => (await getData<{ text: string }>(`/api/dev/captcha/${id}`)).text;

/**
 * Remembers the id of every captcha the page loads, so a test can read the newest one's answer. A captcha is used
 * once: each answer waits for a captcha loaded after the one answered before (the sign-in screen draws a new one
 * when it opens again), never the spent one.
 */
export const watchCaptchas = (page: Page): (() => Promise<string>) => {
  const ids: string[] = [];
  let answered = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/api/user/create-captcha') || !response.ok()) return;
    response.json().then((body: { id?: string }) => body.id && ids.push(body.id), () => undefined);
  });
  return async () => {
    const deadline = Date.now() + 10_000;
    while (ids.length <= answered && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const id = ids.at(-1);
    if (!id || ids.length <= answered) throw new Error('the page loaded no new captcha');
    answered = ids.length;
    return captchaText(id);
  };
};

export const outbox = (to: string): Promise<OutboxMessage[]> => getData(`/api/dev/outbox?to=${encodeURIComponent(to)}`);

/**
 * Waits for a message with a code to `to`, among those newer than the `before` count (newest first), and returns
 * its code: a security notice sent to the same mailbox may arrive after it.
 */
export const nextCode = async (to: string, before: number): Promise<string> => {
  // Generous: a loaded two-core CI machine hashing passwords can take several seconds to send a code.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const messages = await outbox(to);
    const withCode = messages.slice(0, Math.max(0, messages.length - before)).find((message) => message.code);
    if (withCode?.code) return withCode.code;
    if (Date.now() > deadline) throw new Error(`no new code was sent to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The security notices (purpose `notice.*`) sent to a phone or e-mail, newest first. */
export const notices = async (to: string): Promise<OutboxMessage[]> =>
  (await outbox(to)).filter((message) => message.purpose.startsWith('notice.'));
