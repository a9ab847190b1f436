import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createDeviceRequestSchema, DEVICE_MESSAGES, deviceIdSchema, deviceListAnswerSchema, deviceListRequestSchema, deviceRowSchema,
} from '../../../src/api/devices';
import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { requireAction } from '../../auth/guard';
import { sourceOf } from '../../auth/signInRateLimit';
import type { AuthServices } from '../../auth/services';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import { createDeviceStore } from './deviceStore';

const TAGS = ['device'];

const actorOf = (request: FastifyRequest) => ({
  ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode, userId: request.auth.userId, source: sourceOf(request),
});

/**
 * The device calls (spec §7 `device` group): an employee's POS terminals, phones and tablets. Reading needs
 * findSubmerchants, adding and removing manageSubmerchants; the tenant is the session's owner.
 */
export const deviceRoutes: ZodPlugin<{ auth: AuthServices }> = async (app, { auth }) => {
  const store = createDeviceStore(auth);

  app.post('/device/deviceList', {
    preHandler: requireAction(ACTIONS.findSubmerchants),
    schema: {
      summary: 'The merchant\'s devices (list contract): filters userId, shopId, kind; sort createdAt, serial, lastSeenAt, id',
      description: 'Needs the `findsubmerchants` permission; only the merchant\'s own devices, whatever the filters name. Newest '
        + 'first by default; `limit` 1–100 (default 20).',
      tags: TAGS, body: deviceListRequestSchema, response: { 200: deviceListAnswerSchema },
    },
  }, async (request) => {
    const { data, count } = await store.list(request.auth.ownerId, request.body);
    return { ...ok(data), count };
  });

  app.post('/device/createDevice', {
    preHandler: requireAction(ACTIONS.manageSubmerchants),
    schema: {
      summary: 'Add a device to an employee at a shop they work at; 400 names serial (taken), userId or shopId',
      description: 'Needs the `managesubmerchants` permission. Send a `serial` or a `name` (each stands in for the other). 400 in '
        + '`data.field`: `serial` missing or already one of the merchant\'s devices (`app.devices.errors.serialTaken`), `userId` '
        + 'not an employee of the merchant (`employeeNotFound`), `shopId` not a shop the employee is assigned to (`shopNotEmployees`).',
      tags: TAGS, body: createDeviceRequestSchema, response: { 200: envelopeSchema(deviceRowSchema) },
    },
  }, async (request) => ok(await store.create(actorOf(request), request.body), DEVICE_MESSAGES.created));

  app.post('/device/removeDevice', {
    preHandler: requireAction(ACTIONS.manageSubmerchants),
    schema: {
      summary: 'Remove a device: its serial is free again and the employee\'s trusted browsers must pass the SMS code again',
      description: 'Needs the `managesubmerchants` permission. 404 `dataNotFound` for an unknown id, another merchant\'s device or '
        + 'one already removed. The employee\'s sessions go on; only their next sign-in asks for the SMS code.',
      tags: TAGS, body: deviceIdSchema, response: { 200: envelopeSchema(z.null()) },
    },
  }, async (request) => {
    await store.remove(actorOf(request), request.body.id);
    return ok(null, DEVICE_MESSAGES.removed);
  });
};
