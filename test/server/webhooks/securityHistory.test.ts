import { and, eq } from 'drizzle-orm';
import { auditEvents, users } from '../../../server/db/schema';
import type { ActivityRow } from '../../../src/api/activity';
import type { IssuedWebhookEndpoint } from '../../../src/api/webhooks';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';
import { DEMO, seedSmallDemo, signInAs } from '../apiKeys/support';

// Webhook changes in the security history, on both databases: adding an endpoint, changing it (URL, event types,
// disabled, enabled), rolling its secret and deleting it each leave an entry of its own kind with the endpoint's id
// and URL, never its secret; a refused password on a webhook step is `webhookRefused`, not an API key's refusal.

const URL = 'https://hooks.example.com/portal';
const MOVED = 'https://erp.example.com/in';

describeEachDatabase('Webhook changes in the security history', (context) => {
  const suite = suiteApp(context);
  let partner: Record<string, string>;
  let partnerId: number;

  const post = (call: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'POST', url: `/api/webhook/${call}`, payload, headers: partner });
  const entries = async (kind: string) => (await context.database.db.select().from(auditEvents)
    .where(and(eq(auditEvents.kind, kind), eq(auditEvents.userId, partnerId))).orderBy(auditEvents.id))
    .map((row) => ({ outcome: row.outcome, detail: row.detail as Record<string, unknown> }));

  beforeAll(async () => {
    await seedSmallDemo(context.database);
    partner = await signInAs(suite.app, DEMO.partner);
    const [user] = await context.database.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.partner.username));
    partnerId = user.id;
  });

  it('each change to an endpoint is its own kind, with the endpoint\'s id and URL, and shows in the partner\'s history', async () => {
    const created = await post('createWebhookEndpoint', { url: URL, eventTypes: ['transaction.created'], password: DEMO.partner.password });
    expect(created.statusCode).toBe(200);
    const endpoint = created.json().data as IssuedWebhookEndpoint;
    const { id } = endpoint;
    expect(await entries('webhookEndpointCreated')).toEqual([
      { outcome: 'success', detail: { endpointId: id, url: URL, eventTypes: 'transaction.created' } },
    ]);

    expect((await post('updateWebhookEndpoint', { id, url: MOVED, eventTypes: ['transaction.created', 'apiKey.revoked'] })).statusCode).toBe(200);
    expect((await post('disableWebhookEndpoint', { id })).statusCode).toBe(200);
    expect((await post('enableWebhookEndpoint', { id })).statusCode).toBe(200);
    expect(await entries('webhookEndpointUpdated')).toEqual([
      { outcome: 'success', detail: { endpointId: id, url: MOVED, before: URL, eventTypes: 'transaction.created, apiKey.revoked', status: 'enabled' } },
      { outcome: 'success', detail: { endpointId: id, url: MOVED, status: 'disabled' } },
      { outcome: 'success', detail: { endpointId: id, url: MOVED, status: 'enabled' } },
    ]);

    const rolled = await post('rollWebhookSecret', { id, overlapHours: 1, password: DEMO.partner.password });
    expect(rolled.statusCode).toBe(200);
    expect(await entries('webhookSecretRolled')).toEqual([{ outcome: 'success', detail: { endpointId: id, url: MOVED, overlapHours: 1 } }]);

    expect((await post('deleteWebhookEndpoint', { id })).statusCode).toBe(200);
    expect(await entries('webhookEndpointDeleted')).toEqual([{ outcome: 'success', detail: { endpointId: id, url: MOVED } }]);

    // Never a secret in the trail.
    const trail = JSON.stringify(await context.database.db.select().from(auditEvents).where(eq(auditEvents.userId, partnerId)));
    expect(trail).not.toContain(endpoint.secret.slice(6));
    expect(trail).not.toContain((rolled.json().data as IssuedWebhookEndpoint).secret.slice(6));

    // The partner's own history names them, with the URL (the id is a UUID, which the history hides as secret-looking).
    const history = await suite.app.inject({
      method: 'POST', url: '/api/security/findActivity', headers: partner,
      payload: { queryInput: { kind: { in: ['webhookEndpointCreated', 'webhookEndpointUpdated', 'webhookSecretRolled', 'webhookEndpointDeleted'] } }, limit: 100 },
    });
    expect(history.statusCode).toBe(200);
    const rows = history.json().data as ActivityRow[];
    expect(rows.map((row) => row.kind)).toEqual([
      'webhookEndpointDeleted', 'webhookSecretRolled', 'webhookEndpointUpdated', 'webhookEndpointUpdated', 'webhookEndpointUpdated', 'webhookEndpointCreated',
    ]);
    expect(rows[0].detail).toEqual({ url: MOVED });
    expect(rows[4].detail).toEqual({ url: MOVED, before: URL, eventTypes: 'transaction.created, apiKey.revoked', status: 'enabled' });
  });

  it('a refused password on a webhook step is webhookRefused, with the endpoint; no API key refusal is written', async () => {
    const apiKeyRefusals = (await entries('apiKeyRefused')).length;
    const wrongCreate = await post('createWebhookEndpoint', { url: URL, eventTypes: ['transaction.created'], password: 'not-the-password' });
    expect(wrongCreate.statusCode).toBe(400);
    const { id } = (await post('createWebhookEndpoint', { url: URL, eventTypes: ['transaction.created'], password: DEMO.partner.password })).json().data as IssuedWebhookEndpoint;
    const wrongRoll = await post('rollWebhookSecret', { id, password: 'not-the-password' });
    expect(wrongRoll.statusCode).toBe(400);
    expect(await entries('webhookRefused')).toEqual([
      { outcome: 'failure', detail: { purpose: 'webhookCreate', endpointId: null, url: URL, reason: 'passwordWrong' } },
      { outcome: 'failure', detail: { purpose: 'webhookRoll', endpointId: id, url: URL, reason: 'passwordWrong' } },
    ]);
    expect(await entries('apiKeyRefused')).toHaveLength(apiKeyRefusals);
    const history = await suite.app.inject({
      method: 'POST', url: '/api/security/findActivity', headers: partner, payload: { queryInput: { kind: 'webhookRefused' }, limit: 100 },
    });
    expect((history.json().data as ActivityRow[]).map((row) => row.detail)).toEqual([
      { purpose: 'webhookRoll', url: URL, reason: 'passwordWrong' },
      { purpose: 'webhookCreate', url: URL, reason: 'passwordWrong' },
    ]);
  });
});
