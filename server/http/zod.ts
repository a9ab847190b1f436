import type {
  FastifyPluginAsync, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider, RawServerDefault,
} from 'fastify';
import { z } from 'zod';

/** Route schemas are zod types from `src/api/`; handlers see their parsed output types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type ZodPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;

export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
  /** For too_small / too_big: what was measured (`string` length, `number`, `array` items) and the bound. */
  origin?: string;
  minimum?: number;
  maximum?: number;
  /** For invalid_type: `undefined` when the field was left out. */
  received?: 'undefined';
}

/** The parts of a zod issue a client needs to say it in its own words (src/core/validationIssue.ts). */
const issueDetail = (issue: z.core.$ZodIssue): Partial<ValidationIssue> => {
  const detail: Partial<ValidationIssue> = {};
  if ('origin' in issue && typeof issue.origin === 'string') detail.origin = issue.origin;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') detail.minimum = issue.minimum;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') detail.maximum = issue.maximum;
  // zod keeps no input in its issues; its message says what it received.
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) detail.received = 'undefined';
  return detail;
};

/** A request part (body, querystring, params, headers) failed its schema; the error handler answers 400. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly field: string;
  readonly issues: ValidationIssue[];

  constructor(part: string, zodIssues: readonly z.core.$ZodIssue[]) {
    const issues = zodIssues.map((issue) => ({
      path: issue.path.map(String).join('.') || part,
      code: issue.code,
      message: issue.message,
      ...issueDetail(issue),
    }));
    const first = issues[0] ?? { path: part, code: 'custom', message: 'is invalid' };
    super(first.message === REQUIRED ? `${first.path} is required` : `${first.path}: ${first.message}`);
    this.name = 'RequestValidationError';
    this.field = first.path;
    this.issues = issues;
  }
}

const REQUIRED = 'Required';

const isZodType = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

const assertZod = (schema: unknown, where: string): z.ZodType => {
  if (!isZodType(schema)) throw new Error(`${where}: route schemas must be zod types (src/api/)`);
  return schema;
};

const requiredWhenMissing: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined;

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  const zod = assertZod(schema, `${method} ${url} ${httpPart}`);
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    // Fastify hands an absent body over as null; let "required" name the missing fields instead.
    const result = zod.safeParse(data === null && part === 'body' ? {} : data, { error: requiredWhenMissing });
    return result.success ? { value: result.data } : { error: new RequestValidationError(part, result.error.issues) };
  };
};

/** Output goes through its schema too, so an answer never carries fields the contract does not list. */
export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const zod = assertZod(schema, `${method} ${url} response ${httpStatus}`);
  return (data: unknown) => JSON.stringify(zod.parse(data));
};
