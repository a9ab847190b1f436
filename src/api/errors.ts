import { z } from 'zod';

/** `data` of a 400 answer to a request that failed validation: `field` names the first offending field. */
export const validationErrorDataSchema = z.object({
  field: z.string(),
  issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })),
});
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
