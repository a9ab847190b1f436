import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/envelope';
import {
  allPagesSchema, getMetaDataSchema, getMetaQuerySchema, pageParamsSchema, pagePreconditionHeadersSchema, pageVersionDetailSchema,
  pageVersionParamsSchema, pageVersionSchema, preconditionOfHeaders, putPageRequestSchema, rollbackRequestSchema, savedPageSchema,
} from '../../../src/api/pages';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createOfferedApiCheck } from './offeredApis';
import { createPageService } from './service';

const TAGS = ['pages'];

/** Page definitions (spec §3, CONTRACT.md "Page definitions"): read by their users, versioned writes by staff. */
export const pageRoutes: ZodPlugin<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  // The routes the server offers, as its OpenAPI document describes them (read at the first save, once all are registered).
  const service = createPageService({ db, now, checkApis: createOfferedApiCheck(() => app.swagger() as unknown as Record<string, unknown>) });
  const staffOnly = requireAction(ACTIONS.managePages);

  app.get('/admin/get-meta', {
    schema: {
      summary: 'A page definition (?page=<id>), or every definition the user may use; 404 notFoundPage when absent or not allowed',
      description: 'Any signed-in user: a page is usable when the user\'s role holds the page\'s action. Without `page`, the list of '
        + 'those pages (possibly empty). With `page`, 404 `notFoundPage` alike for an unknown page and one the user may not use.',
      tags: TAGS,
      querystring: getMetaQuerySchema,
      response: { 200: envelopeSchema(getMetaDataSchema) },
    },
  }, async (request) => ok(request.query.page === undefined
    ? await service.list(request.auth)
    : await service.get(request.query.page, request.auth)));

  app.get('/admin/pages', {
    preHandler: staffOnly,
    schema: {
      summary: 'Every stored page definition, whatever its action, in id order (staff: managepages)',
      description: 'Staff with the `managepages` permission only: the page editor\'s list. GET /api/admin/get-meta lists only the '
        + 'pages the user\'s role may use, so a page saved with an action the editor\'s role lacks would vanish from the editor.',
      tags: TAGS,
      response: { 200: envelopeSchema(allPagesSchema) },
    },
  }, async () => ok(await service.listAll()));

  app.put('/admin/pages/:id', {
    preHandler: staffOnly,
    config: { errors: [412] },
    schema: {
      summary: 'Validate a page definition and store it as the next version (staff: managepages)',
      description: 'A refused definition answers 400 `invalidPageDefinition` with `data: { errors, warnings }`, each `{ path, message, key? }`. '
        + 'Each `apis` entry must name a call this server offers (its method and path in /api/openapi.json; an update or delete '
        + 'api by PATCH or DELETE may take `/{id}` after it): otherwise the error is at `apis.<index>.url`. `If-Match: "<version>"` '
        + '(the version the editor opened) or `If-None-Match: *` (a new page) make the save conditional: 412 `pageChanged` with '
        + '`data.version` when someone else saved first; without them the save is the next version whatever came before.',
      tags: TAGS,
      params: pageParamsSchema,
      headers: pagePreconditionHeadersSchema,
      body: putPageRequestSchema,
      response: { 200: envelopeSchema(savedPageSchema) },
    },
  }, async (request) => ok(await service.save(request.params.id, request.body, request.auth, preconditionOfHeaders(request.headers))));

  app.get('/admin/pages/:id/versions', {
    preHandler: staffOnly,
    schema: {
      summary: 'Every version of a page definition, newest first (staff: managepages)',
      description: 'Staff with the `managepages` permission only. Each version says who wrote it (`createdByName`, null for the seed) '
        + 'and `restoredFrom` when it came from a rollback. 404 `notFoundPage` for an unknown page id.',
      tags: TAGS,
      params: pageParamsSchema,
      response: { 200: envelopeSchema(z.array(pageVersionSchema)) },
    },
  }, async (request) => ok(await service.versions(request.params.id)));

  app.get('/admin/pages/:id/versions/:version', {
    preHandler: staffOnly,
    schema: {
      summary: 'One version of a page definition, with the definition (staff: managepages)',
      description: 'Staff with the `managepages` permission only. 404 `notFoundPage` for an unknown page id, 404 `dataNotFound` '
        + 'for a page that has no such version (list them with GET /api/admin/pages/{id}/versions).',
      tags: TAGS,
      params: pageVersionParamsSchema,
      response: { 200: envelopeSchema(pageVersionDetailSchema) },
    },
  }, async (request) => ok(await service.version(request.params.id, request.params.version)));

  app.post('/admin/pages/:id/rollback', {
    preHandler: staffOnly,
    schema: {
      summary: "Write an earlier version's definition as the newest version, checked again (staff: managepages)",
      description: 'Staff with the `managepages` permission only. 404 `notFoundPage` for an unknown page, `dataNotFound` for an '
        + 'unknown `version`. The old definition is validated as a new save: when today\'s rules refuse it, 400 '
        + '`invalidPageDefinition` with `data: { errors, warnings }` (fix it with PUT /api/admin/pages/{id} instead).',
      tags: TAGS,
      params: pageParamsSchema,
      body: rollbackRequestSchema,
      response: { 200: envelopeSchema(savedPageSchema) },
    },
  }, async (request) => ok(await service.rollback(request.params.id, request.body.version, request.auth)));
};

