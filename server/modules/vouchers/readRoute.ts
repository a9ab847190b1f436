import { envelopeSchema } from '../../../src/api/envelope';
import { ACTIONS } from '../../../src/api/permissions';
import { voucherReadDataSchema, voucherReadQuerySchema } from '../../../src/api/voucherRead';
import { requireAction } from '../../auth/guard';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';
import type { FileLinkSigner } from '../../models/fileLinks';
import { createVoucherReadService } from './readService';

/** The read action of the voucher preview (spec §7): permission approvevouchers, tenant from the session. */
export const voucherReadRoute: ZodPlugin<{ db: Db; fileLinks: FileLinkSigner; now: () => Date }> = async (app, { db, fileLinks, now }) => {
  const service = createVoucherReadService({ db, fileLinks, now });

  app.get('/vouchers/read', {
    preHandler: requireAction(ACTIONS.approveVouchers),
    schema: {
      summary: 'Read one voucher by id or code (query, or queryInput {id} / {voucher}) → voucherInfo, partnerInfo, shopInfos',
      description: 'The id wins over the code; neither → 400 invalidParam naming id; a voucher of another tenant or none → 404 dataNotFound. '
        + 'Addresses of the owner\'s files among the images are answered as signed links.',
      tags: ['vouchers'],
      querystring: voucherReadQuerySchema,
      response: { 200: envelopeSchema(voucherReadDataSchema) },
    },
  }, async (request) => {
    const { id, voucher, queryInput } = request.query;
    const key = queryInput?.id !== undefined || queryInput?.voucher !== undefined ? queryInput : { id, voucher };
    return ok(await service.read(request.auth, key));
  });
};
