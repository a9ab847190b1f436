import { z } from 'zod';
import { ERR } from './codes';

export { ERR_SESSION_INVALID } from './codes';

/** `err` of an answer: 200 on success, otherwise the error code (spec §8). */
export const errField = z.number().int().meta({ examples: [ERR.ok] });
/** `message` of an answer: a message key the app translates (`ok` on a plain success). */
export const messageField = z.string().meta({ examples: ['ok'] });
/** `count` of a list answer: how many rows match, all pages together. */
export const countField = z.number().int().meta({ examples: [1] });

/** Every JSON answer of the API: `err` is 200 on success, otherwise the error code. */
export const envelopeSchema = <T extends z.core.$ZodType>(data: T) =>
  z.object({ err: errField, message: messageField, data });

export interface Envelope<T> {
  err: number;
  message: string;
  data: T;
}

export const healthDataSchema = z.object({ db: z.enum(['up', 'down']) });
export type HealthData = z.infer<typeof healthDataSchema>;
