import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import {
  activityListAnswerSchema, exportActivityRequestSchema, findActivityRequestSchema, findTeamActivityRequestSchema,
  findTeamSessionsRequestSchema, findTrustedDevicesRequestSchema, listPagingSchema, revokedCountDataSchema, revokeSessionDataSchema,
  SECURITY_MESSAGES, sessionIdSchema, teamMemberSchema, sessionListAnswerSchema, teamSessionListAnswerSchema, trustedDeviceIdSchema,
  trustedDeviceListAnswerSchema, userIdRequestSchema,
} from '../../../src/api/activity';
import { envelopeSchema } from '../../../src/api/envelope';
import { EXPORT_MESSAGES, exportStartedDataSchema } from '../../../src/api/exports';
import { ACTIONS } from '../../../src/api/permissions';
import { Forbidden } from '../../auth/forbidden';
import { requireAction } from '../../auth/guard';
import type { AuthServices } from '../../auth/services';
import { sourceOf } from '../../auth/signInRateLimit';
import type { ExportService } from '../../exportJobs/exportService';
import { AppError, notFound, ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import { activityExport } from './activityExport';
import { activityList } from './activityList';
import {
  liveSessions, ownSessions, ownTrustedDevices, revokeOtherSessions, revokeOwnSession, revokeUserSessions, teamMember, teamMembers,
  teamSessions,
} from './sessionList';

const TAGS = ['security'];

export interface SecurityRouteOptions extends Record<string, unknown> {
  auth: AuthServices;
  exports: ExportService;
}

/** An envelope with an example of its answer (the OpenAPI document shows one per route). */
const answer = <T extends z.ZodType>(data: T, example: z.output<T>) =>
  envelopeSchema(data).meta({ examples: [{ err: 200, message: 'ok', data: example }] });

/** The team's sessions are the owner's to see and end, or a manager's who manages the employees. */
/** Who may call the team's sessions and members (`teamSessionsAccess`), as the descriptions say it. */
const TEAM_WHO = 'Needs the `teamactivity` or the `managesubmerchants` permission (403 otherwise); the caller\'s merchant only.';

const teamSessionsAccess: preHandlerAsyncHookHandler = async (request) => {
  const { actions } = request.auth;
  if (actions.has(ACTIONS.teamActivity) || actions.has(ACTIONS.manageSubmerchants)) return;
  throw new Forbidden(ACTIONS.teamActivity);
};

/**
 * The security history and sessions (issue 13): the caller's own activity, sessions and trusted devices, open to
 * every signed-in user; the team's activity (teamActivity) and sessions (teamActivity or manageSubmerchants) over
 * the session's merchant only. An id of another user's session or device, or of another merchant's user, answers
 * 404 like an unknown one.
 */
export const securityRoutes: ZodPlugin<SecurityRouteOptions> = async (app, { auth, exports }) => {
  exports.registry.register(activityExport);
  const { db, now } = auth;
  const own = requireAction(ACTIONS.profile);
  const team = requireAction(ACTIONS.teamActivity);
  const live = () => liveSessions(now(), auth.config.sessionIdleMinutes);
  const audited = (request: FastifyRequest, kind: 'sessionRevoked' | 'otherSessionsRevoked' | 'deviceForgotten', detail: Record<string, string | number | null>) =>
    auth.audit({ kind, outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ...sourceOf(request), detail });

  app.post('/security/findActivity', {
    preHandler: own,
    schema: {
      summary: 'The caller\'s own security history, newest first (list contract): filters kind (one or { in }), outcome, at { gte, lte }; '
        + 'each entry\'s detail shows only the keys its kind may show',
      description: 'Any signed-in user, about themselves only. `limit` 1–100 (default 20), `skip` at most 1,000,000; past 1000 '
        + 'matches `count` is an estimate (`countIsEstimate`) or a lower bound (`countIsLowerBound`). An unknown `kind` or '
        + '`outcome` is 400 naming it.',
      tags: TAGS, body: findActivityRequestSchema, response: { 200: activityListAnswerSchema },
    },
  }, async (request) => {
    const { queryInput, limit, skip } = request.body;
    const { data, ...counted } = await activityList(db, { kind: 'own', userId: request.auth.userId }, { filters: queryInput, limit, skip });
    return { ...ok(data), ...counted };
  });

  app.post('/security/findTeamActivity', {
    preHandler: team,
    schema: {
      summary: 'The security history of every user of the caller\'s merchant, newest first (teamActivity): the findActivity filters and '
        + 'userId (a user of the merchant; another merchant\'s matches nothing)',
      description: 'Needs the `teamactivity` permission (the owner\'s by default). Also lists failed sign-ins typed with the '
        + 'merchant\'s Owner ID under a username it has no user for (`userId` null). Paging and counts as findActivity.',
      tags: TAGS, body: findTeamActivityRequestSchema, response: { 200: activityListAnswerSchema },
    },
  }, async (request) => {
    const { queryInput, limit, skip } = request.body;
    const scope = { kind: 'team', ownerId: request.auth.ownerId, ownerCode: request.auth.ownerCode } as const;
    const { data, ...counted } = await activityList(db, scope, { filters: queryInput, limit, skip });
    return { ...ok(data), ...counted };
  });

  app.post('/security/exportActivity', {
    config: { errors: [429] },
    // The file is fetched from the exported reports screen: without it, the job could never be downloaded.
    preHandler: requireAction(ACTIONS.exportedReports),
    schema: {
      summary: 'Start an export of the security history as CSV or XLSX (an export job, exportedReports): scope own (the caller\'s) or team '
        + '(teamActivity), with the lists\' queryInput; answers the queued job',
      description: 'Needs the `exportedreports` permission (the file is fetched from the exported reports), and `teamactivity` as '
        + 'well for `scope: team` (403 otherwise). At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per merchant: '
        + 'beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`.',
      tags: TAGS, body: exportActivityRequestSchema,
      response: { 200: answer(exportStartedDataSchema, { id: '3f1e2d4c-5b6a-4798-8a9b-0c1d2e3f4a5b', status: 'queued' }) },
    },
  }, async (request) => {
    const { scope, queryInput, format, locale } = request.body;
    if (scope === 'team' && !request.auth.actions.has(ACTIONS.teamActivity)) throw new Forbidden(ACTIONS.teamActivity);
    const job = await exports.request(request.auth, {
      kind: activityExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { scope, queryInput },
    });
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });

  app.post('/security/findSessions', {
    preHandler: own,
    schema: {
      summary: 'The caller\'s live sessions (not signed out, not expired), the most recently used first; current marks this one',
      description: 'Any signed-in user, about themselves only. A session idle longer than SESSION_IDLE_MINUTES is no longer '
        + 'listed; `limit` 1–100 (default 20).',
      tags: TAGS, body: listPagingSchema, response: { 200: sessionListAnswerSchema },
    },
  }, async (request) => ({ ...ok(null), ...(await ownSessions(db, request.auth, live(), request.body)) }));

  app.post('/security/revokeSession', {
    preHandler: own,
    schema: {
      summary: 'Sign out one of the caller\'s sessions; the current one signs the caller out (signedOut: true). 404 for another user\'s',
      description: 'Any signed-in user, on their own sessions only. 404 `dataNotFound` alike for an unknown id, another user\'s '
        + 'session and one already signed out. With `signedOut: true` the tokens just used no longer work: sign in again.',
      tags: TAGS, body: sessionIdSchema, response: { 200: answer(revokeSessionDataSchema, { signedOut: false }) },
    },
  }, async (request) => {
    const ended = await revokeOwnSession(db, request.auth.userId, request.body.id, now());
    if (!ended) throw notFound();
    await audited(request, 'sessionRevoked', { client: ended.client });
    return ok({ signedOut: request.body.id === request.auth.sessionId }, SECURITY_MESSAGES.sessionRevoked);
  });

  app.post('/security/revokeOtherSessions', {
    preHandler: own,
    schema: {
      summary: 'Sign out every session of the caller but this one; answers how many ended',
      description: 'Any signed-in user, on their own sessions. Send an empty object. Trusted devices are kept: forget them with '
        + 'forgetTrustedDevice so that they ask for the SMS code again.',
      tags: TAGS, body: z.object({}).meta({ examples: [{}] }), response: { 200: answer(revokedCountDataSchema, { revoked: 2 }) },
    },
  }, async (request) => {
    const revoked = await revokeOtherSessions(db, request.auth.userId, request.auth.sessionId, now());
    await audited(request, 'otherSessionsRevoked', { revoked });
    return ok({ revoked }, SECURITY_MESSAGES.otherSessionsRevoked);
  });

  app.post('/security/findTrustedDevices', {
    preHandler: own,
    schema: {
      summary: 'The caller\'s trusted devices (they skip the SMS code at sign-in); the device secret sent, if any, marks this browser\'s as current',
      description: 'Any signed-in user, about themselves only. Devices whose trust has run out (`trustedUntil`) are not listed; '
        + 'a `deviceId` that is not one of the caller\'s marks none as current. `limit` 1–100 (default 20).',
      tags: TAGS, body: findTrustedDevicesRequestSchema, response: { 200: trustedDeviceListAnswerSchema },
    },
  }, async (request) => {
    const { deviceId, ...paging } = request.body;
    const currentId = await auth.devices.idOf(request.auth.userId, deviceId);
    return { ...ok(null), ...(await ownTrustedDevices(db, request.auth.userId, currentId, now(), paging)) };
  });

  app.post('/security/forgetTrustedDevice', {
    preHandler: own,
    schema: {
      summary: 'Forget one of the caller\'s trusted devices: its next sign-in asks for the SMS code. 404 for another user\'s',
      description: 'Any signed-in user, on their own devices only: `id` is the one findTrustedDevices answers, not the device '
        + 'secret. 404 `dataNotFound` alike for an unknown id, another user\'s device and one already forgotten. Sessions go on.',
      tags: TAGS, body: trustedDeviceIdSchema, response: { 200: answer(z.null(), null) },
    },
  }, async (request) => {
    const forgotten = await auth.devices.forget(request.auth.userId, request.body.id);
    if (!forgotten) throw notFound();
    await audited(request, 'deviceForgotten', { client: forgotten.client });
    return ok(null, SECURITY_MESSAGES.deviceForgotten);
  });

  app.post('/security/findTeamSessions', {
    preHandler: teamSessionsAccess,
    schema: {
      summary: 'The live sessions of the merchant\'s other users with their names (teamActivity or manageSubmerchants): filter userId',
      description: `${TEAM_WHO} The caller's own sessions are left out (see findSessions); a \`userId\` of another merchant `
        + 'matches nothing. `limit` 1–100 (default 20).',
      tags: TAGS, body: findTeamSessionsRequestSchema, response: { 200: teamSessionListAnswerSchema },
    },
  }, async (request) => {
    const { queryInput = {}, ...paging } = request.body;
    return { ...ok(null), ...(await teamSessions(db, request.auth, live(), queryInput, paging)) };
  });

  app.post('/security/findTeamMembers', {
    preHandler: teamSessionsAccess,
    schema: {
      summary: 'The merchant\'s users by name (teamActivity or manageSubmerchants), for the person filter of the team\'s history and sessions',
      description: `${TEAM_WHO} Send an empty object; every user of the merchant, the owner and the caller included, unpaged.`,
      tags: TAGS, body: z.object({}).meta({ examples: [{}] }),
      response: { 200: answer(z.array(teamMemberSchema), [{ id: 2, name: 'Trần Thị Bình', phone: '0912345678', type: 'submerchant' }]) },
    },
  }, async (request) => ok(await teamMembers(db, request.auth.ownerId)));

  app.post('/security/revokeUserSessions', {
    preHandler: teamSessionsAccess,
    schema: {
      summary: 'Sign a user of the merchant out everywhere (teamActivity or manageSubmerchants); never the owner nor the caller '
        + '(400 on userId); 404 for another merchant\'s user',
      description: `${TEAM_WHO} 404 \`dataNotFound\` alike for an unknown \`userId\` and another merchant's user; 400 `
        + '`app.security.errors.notThisUser` naming `userId` for the owner or the caller (use revokeOtherSessions). Their trusted '
        + 'devices are kept, and they can sign in again unless locked (lockSubmerchant).',
      tags: TAGS, body: userIdRequestSchema, response: { 200: answer(revokedCountDataSchema, { revoked: 1 }) },
    },
  }, async (request) => {
    const member = await teamMember(db, request.auth.ownerId, request.body.userId);
    if (!member) throw notFound();
    if (member.type === 'merchant' || member.id === request.auth.userId) {
      throw new AppError(400, SECURITY_MESSAGES.notThisUser, { data: { field: 'userId' } });
    }
    const revoked = await revokeUserSessions(db, member.id, now());
    await audited(request, 'sessionRevoked', { targetUserId: member.id, revoked });
    return ok({ revoked }, SECURITY_MESSAGES.userSignedOut);
  });
};
