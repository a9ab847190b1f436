import { activityRowSchema } from '../../api/activity';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { activityListQuery } from '../../ui/activity/activityQuery';

/**
 * The profile's data read through react-admin: the caller's own security history (the Security history tab),
 * newest first. The profile's other calls are profileApi.ts and securityApi.ts.
 */
export const activity: MerchantResource = {
  list: { path: '/api/security/findActivity', query: (params) => activityListQuery(params), row: activityRowSchema },
};
