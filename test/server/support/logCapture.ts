import { Writable } from 'node:stream';
import type { AppDeps } from '../../../server/app';
import { loggerOptions } from '../../../server/http/logger';

export interface CapturedLog {
  /** The server's logger options (http/logger.ts) writing into this capture. */
  logger: AppDeps['logger'];
  /** Everything logged so far, as written. */
  text(): string;
  /** Each line, parsed. */
  entries(): Record<string, unknown>[];
}

/** The app's real logger settings at `level`, its JSON lines kept in memory instead of printed. */
export const captureLog = (level = 'trace'): CapturedLog => {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions({ level, pretty: false });
  return {
    logger: { ...(options as object), stream } as AppDeps['logger'],
    text: () => chunks.join(''),
    entries: () => chunks.join('').split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>),
  };
};
