import type { InjectOptions } from 'fastify';
import { operationsOf } from '../../../server/http/openapi';
import { TAG_DESCRIPTIONS } from '../../../server/http/openapiTags';
import { DEMO, keyCalls, seedSmallDemo, signInAs } from '../apiKeys/support';
import { createAccount } from '../support/accounts';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { casesOf, type OperationCases, type RequestCase } from './requestCases';

// The request side of the contract, as a validating proxy in front of the server would check it: for every
// operation of the document, a request its own schemas and examples call valid, and each kind of invalid one
// (requestCases.ts). The valid request must pass the server's validation; every invalid one must be refused with
// 400 naming what is wrong. Every answer, status, body and headers, is checked against the document by the suite's
// contract check (support/contract.ts), which fails the test on anything the document does not describe.

type Json = Record<string, unknown>;

/**
 * Who sends the session calls: a merchant of DEMO01 and a staff member, each made for the test, since examples carry
 * the demo accounts' own passwords (a password change would succeed); one that a call signed out is replaced.
 */
const IDENTITIES = { owner: { code: 'DEMO01', type: 'merchant' }, staff: { code: 'ADMIN', type: 'staff' } } as const;

describeEachDatabase('Requests built from the API description', (context) => {
  const suite = suiteApp(context, { rates: { apiKeyPerMinute: 100_000 } });
  let document: Json;
  const sessions: Record<'owner' | 'staff', Record<string, string>> = { owner: {}, staff: {} };
  let partnerKey = '';

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    sessions.owner = await newSession('owner');
    sessions.staff = await newSession('staff');
    const partner = await signInAs(suite.app, DEMO.partner);
    partnerKey = (await keyCalls(() => suite.app).create(partner, DEMO.partner.password)).key;
    document = suite.app.swagger() as unknown as Json;
  });

  const send = (request: RequestCase, auth: Record<string, string>) => suite.app.inject({
    method: request.method as InjectOptions['method'], url: request.url, headers: { ...request.headers, ...auth },
    ...(request.payload !== undefined ? { payload: request.payload as InjectOptions['payload'] } : {}),
  });

  const newSession = async (who: keyof typeof IDENTITIES) => signInAs(suite.app, await createAccount(context.database, IDENTITIES[who]));

  /** A call may end the session it was sent with (logout, a password change): the next one gets a fresh one. */
  const keepSignedIn = async (who: keyof typeof IDENTITIES) => {
    const check = await suite.app.inject({ url: '/api/merchant/profile', headers: sessions[who] });
    if (check.statusCode !== 200) sessions[who] = await newSession(who);
  };

  /** What the server did that the document does not say it does, for one operation's requests. */
  const problemsOf = async (cases: OperationCases): Promise<string[]> => {
    const problems: string[] = [];
    const operation = `${cases.method.toUpperCase()} ${cases.path}`;
    let who: 'owner' | 'staff' | null = null;
    let auth: Record<string, string> = {};
    if (cases.security === 'apiKey') auth = { authorization: `Bearer ${partnerKey}` };
    if (cases.security === 'session') {
      who = cases.path.startsWith('/api/admin/') ? 'staff' : 'owner';
      auth = sessions[who];
    }
    let valid = await send(cases.valid, auth);
    // The merchant's owner holds every merchant permission; staff hold the back-office ones.
    if (valid.statusCode === 403 && who === 'owner') {
      await keepSignedIn('owner');
      who = 'staff';
      auth = sessions.staff;
      valid = await send(cases.valid, auth);
    }
    const validBody = valid.headers['content-type']?.toString().includes('json') ? valid.json() as Json : {};
    if (valid.statusCode === 400 && (validBody.data as Json | null)?.issues !== undefined) {
      problems.push(`${operation}: the request its document calls valid was refused: ${valid.body.slice(0, 300)}`);
    }
    if (!cases.opaqueBody && valid.statusCode !== 403) {
      for (const request of cases.invalid) {
        const answer = await send(request, auth);
        const data = answer.headers['content-type']?.toString().includes('json') ? (answer.json() as Json).data as Json | null : null;
        const named = typeof data?.field === 'string' ? data.field : '';
        if (answer.statusCode !== 400) {
          problems.push(`${operation} (${request.name}): answered ${answer.statusCode}, not 400: ${answer.body.slice(0, 200)}`);
        } else if (request.field !== undefined && named.split(/[.[]/)[0] !== request.field) {
          problems.push(`${operation} (${request.name}): the 400 names "${named}", not ${request.field}`);
        }
      }
    }
    if (who) await keepSignedIn(who);
    return problems;
  };

  it.each(Object.keys(TAG_DESCRIPTIONS))('%s: valid requests pass, each invalid one is refused with 400 naming it', async (tag) => {
    const operations = operationsOf(document)
      .filter(({ path, operation }) => !path.startsWith('/api/dev/') && ((operation.tags ?? []) as string[]).includes(tag));
    expect(operations.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { path, method, operation } of operations) problems.push(...await problemsOf(casesOf(document, path, method, operation)));
    expect(problems).toEqual([]);
  });

  it('leaves no operation out: each has a tag the test walks', () => {
    const untagged = operationsOf(document).filter(({ path, operation }) => !path.startsWith('/api/dev/')
      && !((operation.tags ?? []) as string[]).some((tag) => tag in TAG_DESCRIPTIONS));
    expect(untagged.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});
