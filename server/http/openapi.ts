import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { API_KEY_SECURITY_SCHEMES } from './openapiSecurity';

type JsonSchema = Record<string, unknown>;

const toJsonSchema = (schema: unknown, io: 'input' | 'output'): unknown => {
  if (!(schema instanceof z.ZodType)) return schema;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Zod route schemas → the JSON schemas @fastify/swagger documents (requests as input, answers as output). */
export const zodToOpenApi = (schema: FastifySchema | undefined): FastifySchema | undefined => {
  if (!schema) return schema;
  const documented: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) documented[part] = toJsonSchema(schema[part], 'input');
  }
  if (schema.response && typeof schema.response === 'object') {
    documented.response = Object.fromEntries(
      Object.entries(schema.response).map(([status, answer]) => [status, toJsonSchema(answer, 'output')]),
    );
  }
  return documented as FastifySchema;
};

/**
 * OpenAPI JSON at /api/docs/json, swagger-ui at /api/docs, when `served` (off in production unless API_DOCS=1: the
 * description is a map of every route for whoever asks). Register before the routes it documents.
 */
export const registerOpenApi = async (app: FastifyInstance, { served }: { served: boolean }): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Merchant portal API',
        version: '0.1.0',
        description: 'Every JSON answer is `{ err, message, data }`: `err` is 200 on success, otherwise the error code.',
      },
      components: { securitySchemes: API_KEY_SECURITY_SCHEMES },
    },
    transform: ({ schema, url }) => ({ schema: zodToOpenApi(schema) ?? {}, url }),
  });
  if (served) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
};
