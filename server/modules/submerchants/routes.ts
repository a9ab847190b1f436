import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/envelope';
import { EXPORT_MESSAGES, exportStartedDataSchema } from '../../../src/api/exports';
import { ACTIONS } from '../../../src/api/permissions';
import { STEP_UP_DESCRIPTION } from '../../../src/api/stepUp';
import { noParametersSchema } from '../../../src/api/sales';
import {
  createSubmerchantRequestSchema, employeeRowSchema, exportSubmerchantsRequestSchema, findSubmerchantListAnswerSchema,
  findSubmerchantListRequestSchema, NRC_CONFIG, nrcConfigSchema, roleChoiceSchema, SUBMERCHANT_MESSAGES, submerchantIdSchema,
  updateSubmerchantRequestSchema,
} from '../../../src/api/submerchants';
import { requireAction } from '../../auth/guard';
import { sourceOf } from '../../auth/signInRateLimit';
import type { AuthServices } from '../../auth/services';
import type { ExportService } from '../../exportJobs/exportService';
import { notFound, ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import { employeeById, employeeList } from './employeeList';
import { employeesExport } from './employeesExport';
import { employeeRoleChoices } from './employeeRules';
import { createEmployeeWrites } from './employeeWrites';

const TAGS = ['submerchant'];

export interface SubmerchantRouteOptions extends Record<string, unknown> {
  auth: AuthServices;
  exports: ExportService;
}

/** 404 for an id that is not one of the merchant's employees (employeeWrites.ts `storedEmployee`). */
const UNKNOWN_EMPLOYEE = '404 `dataNotFound` alike for an unknown id, another merchant\'s user, the owner and a third-party user.';

const actorOf = (request: FastifyRequest) => ({
  ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode, userId: request.auth.userId, actions: request.auth.actions,
  shopIds: request.auth.shopIds, source: sourceOf(request), auth: request.auth,
});

/**
 * The employee calls (spec §7 `submerchant` group, `report/findSubmerchants`, `report/exportSubMerchant`): the tenant
 * is the session's owner, reading needs findSubmerchants, writing manageSubmerchants. Another merchant's id reads as
 * unknown (404), so that ids tell nothing across tenants.
 */
export const submerchantRoutes: ZodPlugin<SubmerchantRouteOptions> = async (app, { auth, exports }) => {
  exports.registry.register(employeesExport);
  const writes = createEmployeeWrites(auth);
  const read = requireAction(ACTIONS.findSubmerchants);
  const manage = requireAction(ACTIONS.manageSubmerchants);

  for (const url of ['/submerchant/findSubmerchantList', '/report/findSubmerchants']) {
    app.post(url, {
      preHandler: read,
      schema: {
        summary: 'The merchant\'s employees (list contract): filters q (name or phone, no diacritics), id, shopId, roleId, status; sort fullName, phone, createdAt, status, id',
        description: 'Needs the `findsubmerchants` permission; /api/submerchant/findSubmerchantList and /api/report/findSubmerchants '
          + 'answer the same. Only employees are listed, never the owner or third-party users; identity numbers come masked. '
          + '`limit` 1–100 (default 20), `skip` at most 1,000,000.',
        tags: TAGS, body: findSubmerchantListRequestSchema, response: { 200: findSubmerchantListAnswerSchema },
      },
    }, async (request) => {
      const { data, count } = await employeeList(auth.db, request.auth.ownerId, request.body);
      return { ...ok(data), count };
    });
  }

  app.post('/submerchant/submerchantDetail', {
    preHandler: read,
    schema: {
      summary: 'One employee of the merchant (identity number masked); 404 for another merchant\'s id or the owner',
      description: `Needs the \`findsubmerchants\` permission. ${UNKNOWN_EMPLOYEE}`,
      tags: TAGS, body: submerchantIdSchema, response: { 200: envelopeSchema(employeeRowSchema) },
    },
  }, async (request) => {
    const row = await employeeById(auth.db, request.auth.ownerId, request.body.id);
    if (!row) throw notFound();
    return ok(row);
  });

  app.post('/submerchant/findConfig', {
    preHandler: read,
    schema: {
      summary: 'The NRC configuration: the identity document types and their number patterns',
      description: 'Needs the `findsubmerchants` permission; fixed data, the same for every merchant. createSubmerchant and '
        + 'updateSubmerchant refuse an `identityNumber` that does not fit its type\'s pattern (400 '
        + '`app.submerchants.errors.identityNumberInvalid` naming it).',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(nrcConfigSchema) },
    },
  }, async () => ok([...NRC_CONFIG]));

  app.post('/submerchant/roleChoices', {
    preHandler: read,
    schema: {
      summary: 'The merchant\'s roles an employee may be given (never one the owner or a third-party user holds), by name',
      description: 'Needs the `findsubmerchants` permission. A `roleId` outside this list is refused by createSubmerchant and '
        + 'updateSubmerchant (400 `app.submerchants.errors.roleNotAllowed`); one listed may still be refused when it carries '
        + 'permissions the caller lacks (400 `app.roles.errors.notHeld`).',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(z.array(roleChoiceSchema)) },
    },
  }, async (request) => ok(await employeeRoleChoices(auth.db, request.auth.ownerId)));

  app.post('/submerchant/createSubmerchant', {
    preHandler: manage,
    schema: {
      summary: 'Add an employee: a first password they must change at first sign-in, or a set-password e-mail; 400 names phone, shopIds, roleId, identityNumber, email or firstPassword.*',
      description: 'Needs the `managesubmerchants` permission. 400 in `data.field`: `phone` already a user of the merchant '
        + '(`phoneTaken`), `shopIds` not all the merchant\'s shops, `roleId` not an employee role or carrying permissions the caller '
        + 'lacks (`app.roles.errors.notHeld`, `data.actions`) or reaching every shop when the caller keeps to their own '
        + '(`app.roles.errors.reachNotHeld`), `email` missing with `firstPassword.mode` `email`, '
        + '`firstPassword.password` refused by the password policy or not confirmed.',
      tags: TAGS, body: createSubmerchantRequestSchema, response: { 200: envelopeSchema(employeeRowSchema) },
    },
  }, async (request) => ok(await writes.create(actorOf(request), request.body), SUBMERCHANT_MESSAGES.created));

  app.post('/submerchant/updateSubmerchant', {
    preHandler: manage,
    schema: {
      summary: 'Change an employee\'s details, shops and role (identityNumber left out or masked keeps the stored one). A new e-mail, '
        + 'phone or role takes the caller\'s `password` again or a passkey or app code as `stepUp` (400 passwordRequired / passwordWrong '
        + 'naming password, throttled like sign-in); only the owner changes another employee\'s e-mail or phone (400 contactOwnerOnly), which ends the employee\'s '
        + 'sessions and remembered devices and tells the old address',
      description: `Needs the \`managesubmerchants\` permission. ${UNKNOWN_EMPLOYEE} Nobody changes their own role (400 `
        + '`roleNotAllowed` naming `roleId`) or gives a role with permissions they lack (400 `app.roles.errors.notHeld`) or, keeping to their own shops, one reaching every shop (400 `app.roles.errors.reachNotHeld`); a wrong '
        + '`password` counts as a failed sign-in, too many from this address answer 429 `app.auth.tooManyAttempts`: wait `Retry-After`. '
        + STEP_UP_DESCRIPTION,
      tags: TAGS, body: updateSubmerchantRequestSchema, response: { 200: envelopeSchema(employeeRowSchema) },
    },
  }, async (request) => ok(await writes.update(actorOf(request), request.body), SUBMERCHANT_MESSAGES.updated));

  app.post('/submerchant/lockSubmerchant', {
    preHandler: manage,
    schema: {
      summary: 'Lock an employee: every session of theirs ends at once (ERR_SESSION_INVALID) and sign-in is refused; never the owner or oneself',
      description: 'Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id or another merchant\'s user; 400 '
        + '`app.submerchants.errors.cannotLock` naming `id` for the owner, a third-party user or the caller themselves. Locking a locked employee answers 200.',
      tags: TAGS, body: submerchantIdSchema, response: { 200: envelopeSchema(employeeRowSchema) },
    },
  }, async (request) => ok(await writes.setStatus(actorOf(request), request.body.id, 'locked'), SUBMERCHANT_MESSAGES.locked));

  app.post('/submerchant/activeSubmerchant', {
    preHandler: manage,
    schema: {
      summary: 'Activate a locked employee: they can sign in again',
      description: 'Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id or another merchant\'s user; 400 '
        + '`app.submerchants.errors.cannotLock` naming `id` for the owner, a third-party user or the caller themselves. Sessions ended by the lock stay ended.',
      tags: TAGS, body: submerchantIdSchema, response: { 200: envelopeSchema(employeeRowSchema) },
    },
  }, async (request) => ok(await writes.setStatus(actorOf(request), request.body.id, 'active'), SUBMERCHANT_MESSAGES.activated));

  app.post('/report/exportSubMerchant', {
    config: { errors: [429] },
    preHandler: read,
    schema: {
      summary: 'Start an export of the merchant\'s employees (the list\'s queryInput) as CSV or XLSX: answers the queued job',
      description: 'Needs the `findsubmerchants` permission. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per '
        + 'merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports '
        + 'and fetch the file with /api/report/downloadTicket (permission `exportedreports`).',
      tags: TAGS, body: exportSubmerchantsRequestSchema, response: { 200: envelopeSchema(exportStartedDataSchema) },
    },
  }, async (request) => {
    const { queryInput, format, locale } = request.body;
    const job = await exports.request(request.auth, {
      kind: employeesExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput },
    });
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });
};
