// zod's core, not its classic API: a schema of either flavour (zod or zod/mini) is checked, and a screen that only
// uses zod/mini schemas does not download the classic one for this helper.
import { type $ZodType, type output, prettifyError, safeParse } from 'zod/v4/core';
import { httpClient, type RequestOptions } from './httpClient';

/** Shown to the user when an answer cannot be read (react-admin translates the key). */
export const BAD_ANSWER = 'app.data.badAnswer';

/** A call this resource does not offer, or an answer that is not what the wire type says. */
export class MerchantCallError extends Error {
  constructor(
    message: string,
    /** What was wrong with an answer, for whoever debugs it (the message is what the user reads). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'MerchantCallError';
  }
}

/** An answer that does not match its wire type is refused whole: a screen never shows half-read data. */
export const parsedAnswer = <S extends $ZodType>(schema: S, value: unknown, what: string): output<S> => {
  const result = safeParse(schema, value);
  if (!result.success) throw new MerchantCallError(BAD_ANSWER, `${what}: ${prettifyError(result.error).slice(0, 300)}`);
  return result.data;
};

/** A call (POST unless `options.method` says otherwise) whose answer's `data` is parsed with its wire schema. */
export const callParsed = async <S extends $ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<output<S>> =>
  parsedAnswer(schema, (await httpClient(path, options)).data, path);
