import { and, desc, eq } from 'drizzle-orm';
import { auditEvents, sessions, trustedDevices, users } from '../../../server/db/schema';
import { seedTestDemo } from '../support/demo';
import type { ActivityRow, SessionRow, TeamSessionRow, TrustedDeviceRow } from '../../../src/api/activity';
import { SECURITY_MESSAGES } from '../../../src/api/activity';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import type { ExportJob } from '../../../src/api/sales';
import { finishedJob, parseCsv } from '../exportJobs/support';
import { MINUTE } from '../support/app';
import { describeEachDatabase } from '../support/databases';
import { login } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';
import { CHROME_ON_WINDOWS, type DemoName, type DemoSession, demoAccount, FIREFOX_ON_ANDROID, poster, signInDemo } from './support';

// The security history and sessions on both databases, with the demo merchants: DEMO02 never sees nor ends
// anything of DEMO01's.

describeEachDatabase('Security history and sessions', (context) => {
  const suite = suiteApp(context);
  const post = poster(() => suite.app);
  /** The latest device secret of each account, so that later sign-ins skip the SMS code as a browser would. */
  const secrets = new Map<DemoName, string>();
  const userIds = new Map<DemoName, number>();

  const signIn = async (name: DemoName, options: { userAgent?: string; fresh?: boolean } = {}): Promise<DemoSession> => {
    if (options.fresh || !secrets.has(name)) suite.clock.advance(MINUTE);
    const session = await signInDemo(suite.app, name, { deviceId: options.fresh ? '' : secrets.get(name) ?? '', userAgent: options.userAgent });
    secrets.set(name, session.deviceId);
    return session;
  };
  const rows = async <T>(url: string, body: unknown, session: DemoSession): Promise<{ data: T[]; count: number }> => {
    const answer = await post(url, body, session.headers);
    expect(answer.json()).toMatchObject({ err: 200 });
    return answer.json() as { data: T[]; count: number };
  };
  const profileOf = (session: DemoSession) => suite.app.inject({ url: '/api/merchant/profile', headers: session.headers });

  beforeAll(async () => {
    await seedTestDemo(context.database, { transactions: 10 });
    for (const name of ['owner', 'employee', 'partner', 'owner2'] as const) {
      const [user] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.username, demoAccount(name).username));
      userIds.set(name, user.id);
    }
  });

  it('records where a session and a trusted device come from, and when the device last skipped the code', async () => {
    const first = await signInDemo(suite.app, 'partner', { userAgent: FIREFOX_ON_ANDROID });
    expect(first.otpAsked).toBe(true);
    const partnerId = userIds.get('partner')!;
    const [opened] = await context.database.db.select().from(sessions).where(eq(sessions.userId, partnerId)).orderBy(desc(sessions.createdAt));
    // The code step describes no browser: its User-Agent does.
    expect(opened).toMatchObject({ ip: '127.0.0.1', client: 'Firefox 132 · Android 14' });
    const [device] = await context.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, partnerId));
    expect(device).toMatchObject({ ip: '127.0.0.1', client: 'Firefox 132 · Android 14', lastUsedAt: null });

    suite.clock.advance(MINUTE);
    const again = await signInDemo(suite.app, 'partner', { deviceId: first.deviceId, browser: { browser: 'Edge', browserVersion: '130.0.2849.68', os: 'Windows', osVersion: '10.0' } });
    expect(again.otpAsked).toBe(false);
    const [used] = await context.database.db.select().from(trustedDevices).where(eq(trustedDevices.id, device.id));
    expect(used).toMatchObject({ client: 'Edge 130 · Windows 10', lastUsedAt: suite.clock.now() });
    const [latest] = await context.database.db.select().from(sessions).where(eq(sessions.userId, partnerId)).orderBy(desc(sessions.createdAt));
    expect(latest.client).toBe('Edge 130 · Windows 10');
    secrets.set('partner', again.deviceId);
  });

  it('shows the caller their own history only, newest first, filtered by kind and date', async () => {
    const owner = await signIn('owner');
    await signIn('employee');
    // A wrong password on the owner's account: a failure in the owner's history, with its reason and device.
    suite.clock.advance(MINUTE);
    await login(suite.app, { ...demoAccount('owner'), password: 'not-the-password-2026' }, '');

    const { data, count } = await rows<ActivityRow>('findActivity', { limit: 100 }, owner);
    expect(count).toBe(data.length);
    expect(new Set(data.map((row) => row.userId))).toEqual(new Set([userIds.get('owner')]));
    expect(data.map((row) => row.at)).toEqual([...data.map((row) => row.at)].sort().reverse());
    expect(data[0]).toMatchObject({ kind: 'signIn', outcome: 'failure', detail: { reason: 'wrongPassword' }, ip: '127.0.0.1', userName: 'Nguyễn Văn An' });
    expect(data.find((row) => row.kind === 'signIn' && row.outcome === 'success')).toBeDefined();

    const failures = await rows<ActivityRow>('findActivity', { queryInput: { kind: { in: ['signIn'] }, outcome: 'failure' } }, owner);
    expect(failures.data.map((row) => [row.kind, row.outcome])).toEqual([['signIn', 'failure']]);
    const later = new Date(suite.clock.now().getTime() + MINUTE).toISOString();
    expect((await rows<ActivityRow>('findActivity', { queryInput: { at: { gte: later } } }, owner)).count).toBe(0);
    const earlier = new Date(suite.clock.now().getTime() - MINUTE / 2).toISOString();
    expect((await rows<ActivityRow>('findActivity', { queryInput: JSON.stringify({ at: { gte: earlier } }) }, owner)).data.map((row) => row.kind)).toEqual(['signIn']);

    const refused = await post('findActivity', { queryInput: { kind: 'noSuchKind' } }, owner.headers);
    expect(refused.json()).toMatchObject({ err: 400, data: { field: 'queryInput.kind' } });
  });

  it('shows an entry\'s detail through its kind\'s list of keys only', async () => {
    const owner = await signIn('owner');
    await context.database.db.insert(auditEvents).values([
      { at: suite.clock.now(), kind: 'apiKeyCreated', outcome: 'success', userId: userIds.get('owner')!, ownerCode: 'DEMO01', userAgent: CHROME_ON_WINDOWS,
        detail: { keyId: 'k-1', name: 'mpk_live_3fK9aZ', secret: 'mpk_live_3fK9aZzzz', prefix: 'mpk_live_3fK9', scopes: ['transactions:read', 'shops:read'] } },
      { at: suite.clock.now(), kind: 'someNewKind', outcome: 'success', userId: userIds.get('owner')!, ownerCode: 'DEMO01', detail: { token: 'abc' } },
    ]);
    const { data } = await rows<ActivityRow>('findActivity', { queryInput: { kind: 'apiKeyCreated' } }, owner);
    expect(data[0]).toMatchObject({ client: 'Chrome 131 · Windows 10' });
    expect(data[0].detail).toEqual({ keyId: 'k-1', name: '…', prefix: '…', scopes: 'transactions:read, shops:read' });
    const all = await rows<ActivityRow>('findActivity', { limit: 5 }, owner);
    expect(all.data.find((row) => row.kind === 'someNewKind')?.detail).toEqual({});
  });

  it('shows the owner the team\'s history (teamActivity), never another merchant\'s; an employee is refused', async () => {
    const owner = await signIn('owner');
    const employee = await signIn('employee');
    const owner2 = await signIn('owner2');
    // A sign-in attempt on DEMO01 under a name it has no user for belongs to DEMO01's team history only.
    suite.clock.advance(MINUTE);
    await login(suite.app, { code: 'DEMO01', username: '0900000001', password: 'guessing-2026' }, '');

    const team = await rows<ActivityRow>('findTeamActivity', { limit: 100 }, owner);
    const people = new Set(team.data.map((row) => row.userId));
    expect(people).toContain(userIds.get('employee'));
    expect(people).toContain(userIds.get('owner'));
    expect(people).toContain(null);
    expect(people).not.toContain(userIds.get('owner2'));

    const employeeOnly = await rows<ActivityRow>('findTeamActivity', { queryInput: { userId: userIds.get('employee'), kind: 'signIn' }, limit: 100 }, owner);
    expect(employeeOnly.count).toBeGreaterThan(0);
    expect(employeeOnly.data.every((row) => row.userId === userIds.get('employee') && row.userName === 'Trần Thị Bình')).toBe(true);

    expect((await post('findTeamActivity', {}, employee.headers)).statusCode).toBe(403);
    const other = await rows<ActivityRow>('findTeamActivity', { limit: 100 }, owner2);
    expect(other.data.length).toBeGreaterThan(0);
    expect(other.data.every((row) => row.userId === userIds.get('owner2'))).toBe(true);
    expect((await rows<ActivityRow>('findTeamActivity', { queryInput: { userId: userIds.get('employee') } }, owner2)).count).toBe(0);
  });

  it('lists the caller\'s live sessions and signs one out, the others, or this one', async () => {
    const a = await signIn('owner');
    const b = await signIn('owner');
    const c = await signIn('owner');
    const owner2 = await signIn('owner2');
    const listed = await rows<SessionRow>('findSessions', {}, a);
    expect(listed.data.filter((row) => row.current)).toHaveLength(1);
    const current = listed.data.find((row) => row.current)!;
    expect(current).toMatchObject({ client: 'Chrome 131 · Windows 10', ip: '127.0.0.1' });
    const others = listed.data.filter((row) => !row.current);
    expect(others.length).toBeGreaterThanOrEqual(2);

    // Another merchant's session id reads as unknown.
    expect((await post('revokeSession', { id: current.id }, owner2.headers)).statusCode).toBe(404);
    expect((await profileOf(a)).statusCode).toBe(200);

    const [bRow] = (await rows<SessionRow>('findSessions', {}, b)).data.filter((row) => row.current);
    const ended = await post('revokeSession', { id: bRow.id }, a.headers);
    expect(ended.json()).toEqual({ err: 200, message: SECURITY_MESSAGES.sessionRevoked, data: { signedOut: false } });
    expect((await profileOf(b)).json()).toMatchObject({ err: ERR_SESSION_INVALID });
    expect((await profileOf(b)).statusCode).toBe(401);

    const rest = await post('revokeOtherSessions', {}, a.headers);
    expect(rest.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await profileOf(c)).statusCode).toBe(401);
    expect((await profileOf(a)).statusCode).toBe(200);
    expect((await rows<SessionRow>('findSessions', {}, a)).data.map((row) => row.id)).toEqual([current.id]);

    const kinds = await rows<ActivityRow>('findActivity', { queryInput: { kind: { in: ['sessionRevoked', 'otherSessionsRevoked'] } } }, a);
    expect(kinds.data.map((row) => row.kind)).toEqual(['otherSessionsRevoked', 'sessionRevoked']);

    const self = await post('revokeSession', { id: current.id }, a.headers);
    expect(self.json().data).toEqual({ signedOut: true });
    expect((await profileOf(a)).statusCode).toBe(401);
  });

  it('lists trusted devices, marks this browser\'s, and forgets one so that its next sign-in asks for the code', async () => {
    const employee = await signIn('employee', { fresh: true });
    const secret = secrets.get('employee')!;
    const owner2 = await signIn('owner2');
    const listed = await rows<TrustedDeviceRow>('findTrustedDevices', { deviceId: secret }, employee);
    const mine = listed.data.find((row) => row.current);
    expect(mine).toMatchObject({ client: 'Chrome 131 · Windows 10', ip: '127.0.0.1' });
    expect(new Date(mine!.trustedUntil).getTime()).toBeGreaterThan(suite.clock.now().getTime());
    expect((await rows<TrustedDeviceRow>('findTrustedDevices', {}, employee)).data.some((row) => row.current)).toBe(false);

    expect((await post('forgetTrustedDevice', { id: mine!.id }, owner2.headers)).statusCode).toBe(404);
    const forgotten = await post('forgetTrustedDevice', { id: mine!.id }, employee.headers);
    expect(forgotten.json()).toMatchObject({ err: 200, message: SECURITY_MESSAGES.deviceForgotten });
    expect((await rows<TrustedDeviceRow>('findTrustedDevices', { deviceId: secret }, employee)).data.map((row) => row.id)).not.toContain(mine!.id);
    const [audited] = (await rows<ActivityRow>('findActivity', { queryInput: { kind: 'deviceForgotten' } }, employee)).data;
    expect(audited.detail).toEqual({ client: 'Chrome 131 · Windows 10' });

    suite.clock.advance(MINUTE);
    const next = await login(suite.app, demoAccount('employee'), secret);
    expect(next.json().data.otp).toBe(true);
    secrets.delete('employee');
  });

  it('lets the owner see the team\'s sessions and sign a member out, never the owner, themself or another merchant\'s', async () => {
    const owner = await signIn('owner');
    const employee = await signIn('employee');
    const owner2 = await signIn('owner2');
    const team = await rows<TeamSessionRow>('findTeamSessions', {}, owner);
    expect(team.data.some((row) => row.userId === userIds.get('employee') && row.userName === 'Trần Thị Bình' && row.userType === 'submerchant')).toBe(true);
    expect(team.data.some((row) => row.userId === userIds.get('owner'))).toBe(false);
    expect(team.data.some((row) => row.userId === userIds.get('owner2'))).toBe(false);
    expect((await rows<TeamSessionRow>('findTeamSessions', {}, owner2)).data.some((row) => row.userId === userIds.get('employee'))).toBe(false);

    expect((await post('findTeamSessions', {}, employee.headers)).statusCode).toBe(403);
    expect((await post('findTeamMembers', {}, employee.headers)).statusCode).toBe(403);
    const members = (await post('findTeamMembers', {}, owner.headers)).json().data as { id: number; name: string }[];
    expect(members.map((member) => member.id)).toEqual(expect.arrayContaining([userIds.get('owner'), userIds.get('employee'), userIds.get('partner')]));
    expect(members.map((member) => member.id)).not.toContain(userIds.get('owner2'));
    expect((await post('revokeUserSessions', { userId: userIds.get('owner') }, employee.headers)).statusCode).toBe(403);
    expect((await post('revokeUserSessions', { userId: userIds.get('employee') }, owner2.headers)).statusCode).toBe(404);
    expect((await profileOf(employee)).statusCode).toBe(200);
    const self = await post('revokeUserSessions', { userId: userIds.get('owner') }, owner.headers);
    expect(self.json()).toMatchObject({ err: 400, message: SECURITY_MESSAGES.notThisUser, data: { field: 'userId' } });

    const ended = await post('revokeUserSessions', { userId: userIds.get('employee') }, owner.headers);
    expect(ended.json()).toMatchObject({ err: 200, message: SECURITY_MESSAGES.userSignedOut });
    expect(ended.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await profileOf(employee)).json()).toMatchObject({ err: ERR_SESSION_INVALID });
    expect((await profileOf(owner)).statusCode).toBe(200);
    const audited = await context.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.kind, 'sessionRevoked'), eq(auditEvents.userId, userIds.get('owner')!))).orderBy(desc(auditEvents.id));
    expect(audited[0].detail).toMatchObject({ targetUserId: userIds.get('employee') });
  });

  it('exports the team\'s history or one\'s own as a job; an employee may not export the team\'s', async () => {
    const owner = await signIn('owner');
    const employee = await signIn('employee');
    // Exports are read on the exported reports screen: an employee without it may export neither.
    expect((await post('exportActivity', { scope: 'team' }, employee.headers)).statusCode).toBe(403);
    expect((await post('exportActivity', { scope: 'own' }, employee.headers)).statusCode).toBe(403);
    // A third-party user may read exported reports but not the team's history.
    expect((await post('exportActivity', { scope: 'team' }, (await signIn('partner')).headers)).statusCode).toBe(403);

    const started = await post('exportActivity', { scope: 'team', queryInput: { userId: userIds.get('employee'), kind: 'signIn' } }, owner.headers);
    expect(started.json()).toMatchObject({ err: 200, data: { status: 'queued' } });
    const job: ExportJob = await finishedJob(suite.app, owner.headers, started.json().data.id);
    expect(job).toMatchObject({ status: 'done', kind: 'activity' });
    expect(job.rows).toBeGreaterThan(0);
    const ticket = await suite.app.inject({ method: 'POST', url: '/api/report/downloadTicket', payload: { id: job.id }, headers: owner.headers });
    const csv = parseCsv((await suite.app.inject({ url: ticket.json().data.url })).body);
    expect(csv[0]).toEqual(['Time', 'Person', 'Activity', 'Outcome', 'IP address', 'Device', 'Details']);
    expect(csv).toHaveLength(job.rows + 1);
    expect(csv.slice(1).every((row) => row[1] === 'Trần Thị Bình' && row[2] === 'Sign-in')).toBe(true);

    // One's own history has no person filter: asking for someone else's still gives one's own.
    const mine = await post('exportActivity', { scope: 'own', queryInput: { userId: userIds.get('employee') }, locale: 'vi' }, owner.headers);
    const own: ExportJob = await finishedJob(suite.app, owner.headers, mine.json().data.id);
    const ownTicket = await suite.app.inject({ method: 'POST', url: '/api/report/downloadTicket', payload: { id: own.id }, headers: owner.headers });
    const ownCsv = parseCsv((await suite.app.inject({ url: ownTicket.json().data.url })).body);
    expect(ownCsv[0][0]).toBe('Thời gian');
    expect(ownCsv.length).toBeGreaterThan(1);
    expect(ownCsv.slice(1).every((row) => row[1] === 'Nguyễn Văn An')).toBe(true);
  });

  it('describes every security route in the API document with a summary and tags', async () => {
    const { paths } = (await suite.app.inject('/api/docs/json')).json();
    for (const name of ['findActivity', 'findTeamActivity', 'exportActivity', 'findSessions', 'revokeSession', 'revokeOtherSessions',
      'findTrustedDevices', 'forgetTrustedDevice', 'findTeamSessions', 'findTeamMembers', 'revokeUserSessions']) {
      const operation = paths[`/api/security/${name}`].post;
      expect([name, operation.summary.length > 20, operation.tags]).toEqual([name, true, ['security']]);
    }
  });
});
