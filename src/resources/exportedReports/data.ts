import { exportJobSchema } from '../../api/sales';
import { pagingOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';

/** The user's export jobs for react-admin: newest first, always (the screen has no other order). Downloads: downloadExport.ts. */
export const exportedReports: MerchantResource = {
  list: {
    path: '/api/report/exportedReports',
    query: (params) => ({ select: '', sort: [{ createdAt: 'desc' }], filters: {}, ...pagingOf(params) }),
    row: exportJobSchema,
  },
};
