import { z } from 'zod';

export { ERR_SESSION_INVALID } from './codes';

/** Every JSON answer of the API: `err` is 200 on success, otherwise the error code. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ err: z.number().int(), message: z.string(), data });

export interface Envelope<T> {
  err: number;
  message: string;
  data: T;
}

export const healthDataSchema = z.object({ db: z.enum(['up', 'down']) });
export type HealthData = z.infer<typeof healthDataSchema>;
