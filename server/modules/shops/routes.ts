import type { FastifyRequest } from 'fastify';
import { envelopeSchema } from '../../../src/api/envelope';
import { EXPORT_MESSAGES, exportStartedDataSchema } from '../../../src/api/exports';
import { ACTIONS } from '../../../src/api/permissions';
import {
  createShopSchema, exportShopsRequestSchema, SHOP_MESSAGES, shopDetailSchema, shopIdSchema, shopListAnswerSchema, shopListRequestSchema,
  type ShopRow, shopRowSchema, updateShopSchema,
} from '../../../src/api/shops';
import { type AuditKind, createAudit } from '../../auth/audit';
import { requireAction } from '../../auth/guard';
import type { Db } from '../../db/client';
import type { ExportService } from '../../exportJobs/exportService';
import { notFound, ok } from '../../http/envelope';
import { requestLocale } from '../../http/requestLocale';
import type { ZodPlugin } from '../../http/zod';
import type { FileLinkSigner } from '../../models/fileLinks';
import type { SalesScope } from '../../models/sales';
import { shopList } from '../../models/shopList';
import { photosOf } from './shopPhotos';
import { shopsExport } from './shopsExport';
import { createShop, setShopStatus, updateShop } from './shopWrite';

const TAGS = ['shop'];

export interface ShopRouteOptions extends Record<string, unknown> {
  db: Db;
  exports: ExportService;
  fileLinks: FileLinkSigner;
  now: () => Date;
}

const LIST_SUMMARY = 'The merchant\'s shops (list contract; an employee whose role sees its own shops only, those): filters q (name or code, '
  + 'without diacritics), provinceCode, districtCode, status, id; sort name, code, createdAt; by name by default';
const LIST_DESCRIPTION = 'Needs the `findshops` permission; /api/report/findShops and /api/shop/shopList answer the same. `limit` '
  + '1–100 (default 20), `skip` at most 1,000,000; past 1000 matches `count` is an estimate (`countIsEstimate`) or a lower bound '
  + '(`countIsLowerBound`). A filter or sort field the contract does not list is 400 naming it.';
/** What createShop and updateShop refuse (shopWrite.ts, shopPhotos.ts). */
const WRITE_ERRORS = '400 `app.shops.errors.duplicateCode` naming `code`, `badArea` naming `area.<field>` (`data.reason` says why; '
  + 'take codes from getProvince and getTownship), `photoNotImage` naming `photos.<index>` for an id that is not an image this '
  + 'merchant uploaded (/api/file/upload-image).';

/** What a request may read: the session's merchant, and the shops of an employee whose role sees its own only. */
const scopeOf = (request: FastifyRequest): SalesScope => ({ ownerId: request.auth.ownerId, shopIds: request.auth.shopIds });

/**
 * The shop calls (spec §7 `shop` group, and `report/findShops`, `report/exportShops`): the merchant is the
 * session's, never the body's; another merchant's shop id answers 404 like an unknown one. findShops reads,
 * manageShops writes, exportShops exports. `report/findShopList` (the sales filters' choices) stays in the sales module.
 */
export const shopRoutes: ZodPlugin<ShopRouteOptions> = async (app, { db, exports, fileLinks, now }) => {
  exports.registry.register(shopsExport);
  const read = requireAction(ACTIONS.findShops);
  const write = requireAction(ACTIONS.manageShops);
  const exporting = requireAction(ACTIONS.exportShops);
  const audit = createAudit(db, now);
  /** Who changed which shop, from where: written after the change, which it describes. */
  const audited = async (request: FastifyRequest, kind: AuditKind, shop: ShopRow): Promise<ShopRow> => {
    await audit({
      kind, outcome: 'success', userId: request.auth.userId, ownerCode: request.auth.ownerCode, ip: request.ip,
      userAgent: request.headers['user-agent'], detail: { shopId: shop.id, code: shop.code, status: shop.status },
    });
    return shop;
  };

  const list = (path: string) => app.post(path, {
    preHandler: read,
    schema: { summary: LIST_SUMMARY, description: LIST_DESCRIPTION, tags: TAGS, body: shopListRequestSchema, response: { 200: shopListAnswerSchema } },
  }, async (request) => {
    const { data, ...counted } = await shopList(db, scopeOf(request), request.body);
    return { ...ok(data), ...counted };
  });
  list('/report/findShops');
  list('/shop/shopList');

  app.post('/shop/shopDetail', {
    preHandler: read,
    schema: {
      summary: 'One shop of the merchant with its area and photos (signed links, in order); 404 when it is another merchant\'s',
      description: 'Needs the `findshops` permission. 404 `dataNotFound` alike for an unknown id, another merchant\'s shop and, for '
        + 'an employee who sees their own shops only, a shop not assigned to them. Photo links are valid FILE_LINK_TTL_MINUTES.',
      tags: TAGS, body: shopIdSchema, response: { 200: envelopeSchema(shopDetailSchema) },
    },
  }, async (request) => {
    const { data } = await shopList(db, scopeOf(request), { queryInput: { id: request.body.id }, limit: 1, skip: 0 });
    const shop = data[0];
    if (!shop) throw notFound();
    const area = { system: shop.addressSystem, provinceCode: shop.provinceCode, districtCode: shop.districtCode, wardCode: shop.wardCode };
    return ok({ ...shop, area, photos: await photosOf(db, fileLinks, shop.id) });
  });

  app.post('/shop/createShop', {
    preHandler: write,
    schema: {
      summary: 'A new shop: code unique per merchant (400 app.shops.errors.duplicateCode on code), area checked against the units of its system '
        + '(400 app.shops.errors.badArea naming area.<field>), photos = ids of the merchant\'s uploaded images in order (at most 10)',
      description: `Needs the \`manageshops\` permission. The shop starts active. ${WRITE_ERRORS}`,
      tags: TAGS, body: createShopSchema, response: { 200: envelopeSchema(shopRowSchema) },
    },
  }, async (request) => ok(await audited(request, 'shopCreated', await createShop(db, request.auth.ownerId, request.body, now())), SHOP_MESSAGES.created));

  app.post('/shop/updateShop', {
    preHandler: write,
    schema: {
      summary: 'Replaces every field of one of the merchant\'s shops (the same rules as createShop); 404 when it is another merchant\'s',
      description: `Needs the \`manageshops\` permission. Send every field, photos included: one left out is cleared. 404 `
        + `\`dataNotFound\` for an unknown id, another merchant's shop or, for an employee who sees their own shops only, one not assigned `
        + `to them. ${WRITE_ERRORS}`,
      tags: TAGS, body: updateShopSchema, response: { 200: envelopeSchema(shopRowSchema) },
    },
  }, async (request) => {
    const { id, ...input } = request.body;
    return ok(await audited(request, 'shopUpdated', await updateShop(db, scopeOf(request), id, input, now())), SHOP_MESSAGES.updated);
  });

  app.post('/shop/lockShop', {
    preHandler: write,
    schema: {
      summary: 'Locks a shop: checkout refuses new sales there (400 app.shops.errors.shopLocked) until activeShop; 404 when it is another merchant\'s',
      description: 'Needs the `manageshops` permission. 404 `dataNotFound` for an unknown id, another merchant\'s shop or one out of '
        + 'the caller\'s own shops; locking a '
        + 'locked shop answers 200. Its past sales and reports are kept.',
      tags: TAGS, body: shopIdSchema, response: { 200: envelopeSchema(shopRowSchema) },
    },
  }, async (request) => ok(await audited(request, 'shopLocked', await setShopStatus(db, scopeOf(request), request.body.id, 'locked', now())), SHOP_MESSAGES.locked));

  app.post('/shop/activeShop', {
    preHandler: write,
    schema: {
      summary: 'Activates a locked shop: it takes sales again; 404 when it is another merchant\'s',
      description: 'Needs the `manageshops` permission. 404 `dataNotFound` for an unknown id, another merchant\'s shop or one out of '
        + 'the caller\'s own shops; activating '
        + 'an active shop answers 200.',
      tags: TAGS, body: shopIdSchema, response: { 200: envelopeSchema(shopRowSchema) },
    },
  }, async (request) => ok(await audited(request, 'shopActivated', await setShopStatus(db, scopeOf(request), request.body.id, 'active', now())), SHOP_MESSAGES.activated));

  app.post('/report/exportShops', {
    config: { errors: [429] },
    preHandler: exporting,
    schema: {
      summary: 'Start an export of the merchant\'s shops (the list\'s queryInput) as CSV or XLSX, by name: answers the queued job',
      description: 'Needs the `exportshops` permission. At most EXPORT_MAX_ACTIVE_PER_MERCHANT exports queued or running per '
        + 'merchant: beyond, 429 `app.exports.tooManyActive`, wait `Retry-After`. Follow the job with /api/report/exportedReports '
        + 'and fetch the file with /api/report/downloadTicket (permission `exportedreports`).',
      tags: TAGS, body: exportShopsRequestSchema, response: { 200: envelopeSchema(exportStartedDataSchema) },
    },
  }, async (request) => {
    const { queryInput, format, locale } = request.body;
    const job = await exports.request(request.auth, {
      kind: shopsExport.kind, format, locale: locale ?? requestLocale(request) ?? 'en', params: { queryInput },
    });
    return ok({ id: job.id, status: job.status }, EXPORT_MESSAGES.queued);
  });
};
