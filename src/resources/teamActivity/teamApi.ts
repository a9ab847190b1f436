import { z } from 'zod';
import {
  type ExportActivityRequest, revokedCountDataSchema, type TeamMember, teamMemberSchema, type TeamSessionRow, teamSessionRowSchema,
} from '../../api/activity';
import { exportStartedDataSchema } from '../../api/exports';
import { httpClient } from '../../dataProvider/httpClient';
import { BAD_ANSWER } from '../../dataProvider/merchantDataProvider';

/** The calls of /team-activity beside the history's list (src/dataProvider/merchantResources.ts `teamActivity`). */

const read = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(BAD_ANSWER);
  return result.data;
};

/** The merchant's users by name, for the person filter. */
export const fetchTeamMembers = async (signal?: AbortSignal): Promise<TeamMember[]> =>
  read(z.array(teamMemberSchema), (await httpClient('/api/security/findTeamMembers', { body: {}, signal })).data);

/** The team's live sessions: a merchant's team has tens of people, one page of the largest size holds them. */
export const fetchTeamSessions = async (signal?: AbortSignal): Promise<TeamSessionRow[]> =>
  read(z.array(teamSessionRowSchema), (await httpClient('/api/security/findTeamSessions', { body: { limit: 100, skip: 0 }, signal })).data);

/** Signs a person of the team out everywhere. */
export const revokeUserSessions = async (userId: number): Promise<{ revoked: number }> =>
  read(revokedCountDataSchema, (await httpClient('/api/security/revokeUserSessions', { body: { userId } })).data);

/** exportActivity (team): answers the queued job at once; the file is made in the background (/exportedReports). */
export const startTeamActivityExport = async (request: Omit<ExportActivityRequest, 'scope'>) =>
  read(exportStartedDataSchema, (await httpClient('/api/security/exportActivity', { body: { ...request, scope: 'team' } })).data);
