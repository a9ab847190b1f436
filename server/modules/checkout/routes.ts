import { eq } from 'drizzle-orm';
import {
  checkoutRequestSchema, checkoutShopsDataSchema, customerCardSchema, receiptSchema, searchPhoneRequestSchema,
} from '../../../src/api/checkout';
import { envelopeSchema } from '../../../src/api/envelope';
import type { LoyaltyRules } from '../../../src/api/loyaltyRules';
import { idempotencyHeadersSchema } from '../../../src/api/money';
import { ACTIONS } from '../../../src/api/permissions';
import { noParametersSchema } from '../../../src/api/sales';
import { maskPhone } from '../../../src/core/phone';
import { createAudit } from '../../auth/audit';
import { requireAction } from '../../auth/guard';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { ok } from '../../http/envelope';
import { answerIdempotentlyInTransaction } from '../../http/idempotency';
import type { ZodPlugin } from '../../http/zod';
import { checkoutShops } from './checkoutShops';
import { customerCard } from './customerCard';
import { recordCheckout } from './recordCheckout';

const TAGS = ['loyalty'];

/** The idempotency scope of a checkout: a key names one sale of one user. */
export const CHECKOUT_SCOPE = 'loyalty/checkout';

export interface CheckoutRouteOptions extends Record<string, unknown> {
  db: Db;
  rules: LoyaltyRules;
  now: () => Date;
}

/**
 * The cashier's calls (spec §2 /searchphone and /checkout): a customer found by phone at the caller's merchant, and a
 * sale recorded for them. The merchant is the session's; the shop must be one the caller sells at.
 */
export const checkoutRoutes: ZodPlugin<CheckoutRouteOptions> = async (app, { db, rules, now }) => {
  const cashier = requireAction(ACTIONS.checkout);

  app.post('/loyalty/searchPhone', {
    preHandler: cashier,
    schema: {
      summary: 'A customer by phone (any Vietnamese mobile format): points at this merchant, the last 10 events, the vouchers held; an unknown phone has none',
      description: 'Needs the `checkout` permission. Reads this merchant\'s history of the customer only, whatever shops the caller '
        + 'works at. 400 naming `phone` when it is not a Vietnamese mobile number; an unknown one answers balance 0, no events, '
        + 'no vouchers (not 404).',
      tags: TAGS, body: searchPhoneRequestSchema, response: { 200: envelopeSchema(customerCardSchema) },
    },
  }, async (request) => ok(await customerCard(db, request.auth.ownerId, request.body.phone, rules, now())));

  app.post('/loyalty/checkoutShops', {
    preHandler: cashier,
    schema: {
      summary: 'The shops the caller may record a checkout at: the owner any active shop, an employee the active shops assigned to them',
      description: 'Needs the `checkout` permission. Send an empty object. An empty list means the caller can record no sale: '
        + 'an employee must be assigned to an active shop (updateSubmerchant) first.',
      tags: TAGS, body: noParametersSchema, response: { 200: envelopeSchema(checkoutShopsDataSchema) },
    },
  }, async (request) => ok(await checkoutShops(db, request.auth)));

  app.post('/loyalty/checkout', {
    config: { errors: [409, 422] },
    preHandler: cashier,
    schema: {
      summary: 'Records a sale for a customer (Idempotency-Key header): redeems points (at most the balance) and a held voucher, their value at most the amount; earns points on what is paid; answers the receipt',
      description: 'Needs the `checkout` permission, at a shop checkoutShops lists. 403 `checkoutShopNotYours` or 400 '
        + '`app.shops.errors.shopLocked` naming `shopId`; 409 `checkoutVoucherUnavailable` (`customerVoucherId` used, expired or not '
        + 'the customer\'s) or `checkoutNotEnoughPoints` (`data.balance`): read the customer again with searchPhone; 400 '
        + '`checkoutDiscountTooLarge` when the discounts pass `amount`. Retry with the same key and body (within 24 hours) to get the '
        + 'first answer again; the same key with another body is 422 `idempotencyKeyReused`, 409 `idempotencyInProgress` while it runs.',
      tags: TAGS, headers: idempotencyHeadersSchema, body: checkoutRequestSchema, response: { 200: envelopeSchema(receiptSchema) },
    },
  }, async (request, reply) => ok(await answerIdempotentlyInTransaction(db, request, reply, CHECKOUT_SCOPE, async (tx) => {
    const [session] = await tx.select({ deviceId: sessions.deviceId }).from(sessions).where(eq(sessions.id, request.auth.sessionId));
    // Who sold what to whom, from which device: the phone masked, never more of the customer. Written with the
    // sale, so that a failed audit write leaves no sale behind for the client's retry to repeat. The sale, its
    // audit row and the Idempotency-Key's answer commit together (idempotentInTransaction).
    return recordCheckout(tx, request.auth, request.body, rules, now(), (tx, receipt) => createAudit(tx, now)({
      kind: 'checkout', outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ip: request.ip,
      userAgent: request.headers['user-agent'], deviceId: session?.deviceId,
      detail: {
        transactionId: receipt.transactionId, reference: receipt.reference, shopId: receipt.shopId, customer: maskPhone(receipt.phone),
        amount: receipt.amount, voucherDiscount: receipt.voucherDiscount, pointsDiscount: receipt.pointsDiscount, paid: receipt.paid,
        pointsRedeemed: receipt.pointsRedeemed, pointsEarned: receipt.pointsEarned,
      },
    }));
  })));
};
