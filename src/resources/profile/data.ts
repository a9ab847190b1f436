import { activityRowSchema } from '../../api/activity';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { APP_KEY } from '../../dataProvider/queries';
import { activityListQuery } from '../../ui/activity/activityQuery';

/**
 * The profile's data read through react-admin: the caller's own security history (the Security history tab),
 * newest first. The profile's other calls are profileApi.ts and securityApi.ts.
 */
export const activity: MerchantResource = {
  list: { path: '/api/security/findActivity', query: (params) => activityListQuery(params), row: activityRowSchema },
};

export const profileKeys = {
  /** The signed-in user's details (GET /api/merchant/profile). */
  profile: () => [APP_KEY, 'profile'] as const,
};
