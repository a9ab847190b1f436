import { readStored } from '../storage';
import { type ApiBody, httpClient } from './httpClient';

/** An early answer older than this is not used: the screen asks again rather than show figures a minute old. */
const FRESH_MS = 30_000;

interface Early {
  answer: Promise<ApiBody>;
  askedAt: number;
  session: string | null;
}

const asked = new Map<string, Early>();

const keyOf = (path: string, body: object) => `${path} ${JSON.stringify(body)}`;

/**
 * Sends a quiet POST before the screen that needs it has loaded (src/entry/loadShell.ts: the dashboard's calls
 * beside the shell's download), for that screen to take with `takeEarly`. A failure is the taker's, as its own
 * call's would be; a lost session still signs out through the HTTP client.
 */
export const askEarly = (path: string, body: object): void => {
  const answer = httpClient(path, { method: 'POST', body, quiet: true });
  // Nobody may take it: its failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  asked.set(keyOf(path, body), { answer, askedAt: Date.now(), session: readStored('session') });
};

/**
 * The answer asked early for exactly this call, once: a second load of the same figures (a refresh, the range
 * changed and back) asks the server. Nothing when it was asked for another session or too long ago.
 */
export const takeEarly = (path: string, body: object): Promise<ApiBody> | undefined => {
  const key = keyOf(path, body);
  const early = asked.get(key);
  asked.delete(key);
  if (!early || early.session !== readStored('session') || Date.now() - early.askedAt > FRESH_MS) return undefined;
  return early.answer;
};
