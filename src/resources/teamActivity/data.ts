import { activityRowSchema } from '../../api/activity';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import { activityListQuery } from '../../ui/activity/activityQuery';

/** The team's security history (/team-activity): the profile's rows with the person filter. Its other calls: teamApi.ts. */
export const teamActivity: MerchantResource = {
  list: { path: '/api/security/findTeamActivity', query: (params) => activityListQuery(params), row: activityRowSchema },
};
