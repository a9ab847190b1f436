import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { App } from '../../../server/app';
import { operationsOf } from '../../../server/http/openapi';
import { TAG_DESCRIPTIONS } from '../../../server/http/openapiTags';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import { publishedConfig } from '../../../scripts/apiDocument';
import { buildTestApp, testConfig } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { suiteTempDir } from '../support/tempDir';
import { LINT_EXCEPTIONS } from './lintExceptions';

type Json = Record<string, unknown>;

const jsonMedia = (holder: unknown): Json | undefined =>
  ((holder as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json'];

const hasExample = (media: Json | undefined): boolean => media === undefined || media.example !== undefined || media.examples !== undefined;

/** The document as integrators get it: production settings, the docs on (the same as `npm run api:types`). */
describeEachDatabase('The OpenAPI document', (context) => {
  const temp = suiteTempDir('mp-openapi-');
  let app: App;
  let document: Json;

  beforeAll(async () => {
    app = await buildTestApp(context.database, { config: publishedConfig(testConfig()) });
    await app.ready();
    document = (await app.inject('/api/openapi.json')).json();
  });
  afterAll(() => app.close());

  it('is valid OpenAPI 3.1 for a standard validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('passes Redocly\'s recommended rules (examples checked against their schemas) but for the listed exceptions', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
        'no-invalid-schema-examples': { severity: 'error', allowAdditionalProperties: false },
        'operation-operationId': 'error',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/api/openapi.json', config });
    const reported = problems.map((problem) => ({ rule: problem.ruleId, pointer: problem.location[0]?.pointer ?? '', message: problem.message }));
    const unexpected = reported.filter(({ rule, pointer }) => !LINT_EXCEPTIONS.some((e) => e.rule === rule && e.pointer === pointer));
    expect(unexpected).toEqual([]);
    // An exception nothing needs any more goes.
    const stale = LINT_EXCEPTIONS.filter((e) => !reported.some(({ rule, pointer }) => e.rule === rule && e.pointer === pointer));
    expect(stale).toEqual([]);
  });

  it('gives every operation a summary, a described tag, its security, an example of its body and answer, and its errors', () => {
    const schemes = Object.keys(((document.components as Json).securitySchemes ?? {}) as Json);
    const lacking = operationsOf(document).flatMap(({ method, path, operation }) => {
      const problems: string[] = [];
      const tags = (operation.tags ?? []) as string[];
      if (typeof operation.summary !== 'string' || operation.summary.trim() === '') problems.push('summary');
      if (tags.length === 0) problems.push('tag');
      for (const tag of tags) if (!TAG_DESCRIPTIONS[tag]) problems.push(`description of tag "${tag}" (server/http/openapiTags.ts)`);
      const security = operation.security as Array<Record<string, unknown>> | undefined;
      if (!Array.isArray(security)) problems.push('security');
      else if (security.some((requirement) => Object.keys(requirement).some((name) => !schemes.includes(name)))) problems.push('a declared security scheme');
      if (!hasExample(jsonMedia(operation.requestBody))) problems.push('request body example');
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      if (!hasExample(jsonMedia(responses['200']))) problems.push('200 answer example');
      if (responses['500'] === undefined) problems.push('500 answer');
      // Any call may find the database out of reach (http/errors.ts answers 503 with Retry-After).
      if (responses['503'] === undefined) problems.push('503 answer');
      return problems.length ? [`${method.toUpperCase()} ${path}: ${problems.join(', ')}`] : [];
    });
    expect(lacking).toEqual([]);
  });

  it('describes the error answers with the envelope and the spec §8 codes: 401 with 8013, 429 with Retry-After', () => {
    const { post } = (document.paths as Record<string, Json>)['/api/shop/createShop'] as { post: Json };
    const responses = post.responses as Record<string, Json>;
    // 429: every API call counts against the general rate limit (http/apiRateLimit.ts).
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '429', '500', '503']);
    const components = (document.components as Json).responses as Record<string, Json>;
    const unauthorized = jsonMedia(components.Unauthorized)?.schema as Json;
    expect(unauthorized).toMatchObject({ required: ['err', 'message', 'data'], properties: { err: { enum: [401, ERR_SESSION_INVALID] } } });
    expect(components.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(components.ServiceUnavailable.headers).toHaveProperty('Retry-After');
    // Rate-limited routes say so; a route that looks a record up answers 404; a public one has no security.
    const paths = document.paths as Record<string, Record<string, Json>>;
    expect(paths['/api/file/upload-image'].post.responses).toHaveProperty('429');
    expect(paths['/api/merchant/login'].post.responses).toHaveProperty('429');
    expect(paths['/api/shop/shopDetail'].post.responses).toHaveProperty('404');
    expect(paths['/api/health'].get.security).toEqual([]);
    expect(paths['/api/shop/shopDetail'].post.security).toEqual([{ session: [], sessionToken: [] }, { session: [] }]);
  });

  it('tells the rate limits on every answer: RateLimit-Policy and RateLimit, and Retry-After on each 429', () => {
    const components = document.components as Record<string, Record<string, Json>>;
    const lacking = operationsOf(document).flatMap(({ path, method, operation }) =>
      Object.entries(operation.responses as Record<string, Json>).flatMap(([status, response]) => {
        const answer = typeof response.$ref === 'string' ? components.responses[response.$ref.split('/').pop() as string] : response;
        const headers = Object.keys((answer.headers ?? {}) as Json);
        const needed = ['RateLimit-Policy', 'RateLimit', ...(status === '429' ? ['Retry-After'] : [])];
        const missing = needed.filter((name) => !headers.includes(name));
        return missing.length ? [`${method.toUpperCase()} ${path} ${status}: ${missing.join(', ')}`] : [];
      }));
    expect(lacking).toEqual([]);
    expect(components.headers.RateLimitPolicy).toMatchObject({ required: true, example: expect.stringMatching(/^"api";q=\d+;w=60/) });
  });

  it('documents the headers the server requires as required: Idempotency-Key on the calls that must not run twice', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    for (const path of ['/api/transaction/requestTransaction', '/api/loyalty/checkout']) {
      const key = ((paths[path].post.parameters ?? []) as Json[]).find((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
      expect([path, key?.required]).toEqual([path, true]);
    }
    expect(JSON.stringify(document)).not.toContain('x-documented-required');
  });

  it('names the media types of the answers that are not JSON, with the first lines of a CSV', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    const mediaOf = (path: string) => Object.keys(((paths[path].get.responses as Record<string, Json>)['200'].content ?? {}) as Json).sort();
    expect(mediaOf('/api/file/{id}')).toEqual(expect.arrayContaining(['application/pdf', 'image/*']));
    expect(mediaOf('/api/reports/{model}')).toEqual(['text/csv']);
    expect(mediaOf('/api/report/download/{ticket}')).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv']);
    const csv = ((paths['/api/reports/{model}'].get.responses as Record<string, Json>)['200'].content as Record<string, Json>)['text/csv'];
    expect(String(csv.example)).toMatch(/^Reference,Date and time,/);
  });

  it('documents the report query as one free-form parameter, not the words of its description', () => {
    const { get } = (document.paths as Record<string, Json>)['/api/reports/{model}'] as { get: Json };
    const names = ((get.parameters ?? []) as Json[]).map((parameter) => `${String(parameter.in)}:${String(parameter.name)}`);
    expect(names.sort()).toEqual(['path:model', 'query:filters']);
  });

  // Once, not per database: the document does not depend on it. A process of its own: openapi-typescript and its
  // dependencies are ES modules jest does not load.
  if (context.kind === 'pglite') {
    it('is the one the committed client types were generated from (npm run api:types)', async () => {
      const written = path.join(temp.path, 'openapi.json');
      fs.writeFileSync(written, JSON.stringify(document));
      const tsx = path.join('node_modules', '.bin', 'tsx');
      await expect(promisify(execFile)(tsx, ['scripts/apiTypes.ts', '--check', '--from', written])).resolves.toBeDefined();
    });
  }

});
