import { z } from 'zod';

/** The API's envelope (CONTRACT.md): `{ err, message, data }`, with `count` on lists. */
const envelopeSchema = z.object({ err: z.number(), message: z.string(), data: z.unknown(), count: z.number().optional() });

export class CallFailed extends Error {
  constructor(readonly path: string, readonly status: number, body: string) {
    super(`${path} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface Session {
  url: string;
  headers: Record<string, string>;
}

/** A call of the real server; the answer's `data` checked by `schema` (a wire type of src/api). */
export const call = async <T extends z.ZodType>(
  session: Session, path: string, schema: T, body?: unknown, method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST',
): Promise<z.output<T>> => {
  const response = await fetch(`${session.url}${path}`, {
    method,
    headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new CallFailed(path, response.status, text);
  return schema.parse(envelopeSchema.parse(JSON.parse(text)).data);
};
