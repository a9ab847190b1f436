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
}

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
