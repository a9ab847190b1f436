import type { App } from '../../../server/app';
import { DEMO, signInAs } from '../apiKeys/support';

/**
 * Where the delivery tests start: the demo partner signed in with an endpoint at `url` for `eventTypes`, the demo
 * owner signed in, and `sell`, a checkout sale at the owner's first shop to `phone` on any instance of the app.
 */
export const partnerWithEndpoint = async (app: App, url: string, eventTypes: string[], phone: string) => {
  const partner = await signInAs(app, DEMO.partner);
  const owner = await signInAs(app, DEMO.owner);
  const created = await app.inject({
    method: 'POST', url: '/api/webhook/createWebhookEndpoint', headers: partner,
    payload: { url, eventTypes, password: DEMO.partner.password },
  });
  if (created.statusCode !== 200) throw new Error(`the endpoint was not created: ${created.body}`);
  const shopId = (await app.inject({ method: 'POST', url: '/api/loyalty/checkoutShops', payload: {}, headers: owner })).json().data[0].id as number;
  const sell = (on: App, key: string, amount: number) => on.inject({
    method: 'POST', url: '/api/loyalty/checkout', headers: { ...owner, 'idempotency-key': key },
    payload: { phone, shopId, serviceCode: 'QRPAY', amount },
  });
  return { partner, sell };
};
