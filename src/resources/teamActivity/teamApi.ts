import { z } from 'zod';
import {
  type ExportActivityRequest, revokedCountDataSchema, type TeamMember, teamMemberSchema, type TeamSessionRow, teamSessionRowSchema,
} from '../../api/activity';
import { exportStartedDataSchema } from '../../api/exports';
import { callParsed } from '../../dataProvider/callParsed';

/** The calls of /team-activity beside the history's list (data.ts). */

/** The merchant's users by name, for the person filter. */
export const fetchTeamMembers = async (signal?: AbortSignal): Promise<TeamMember[]> =>
  callParsed('/api/security/findTeamMembers', z.array(teamMemberSchema), { body: {}, signal });

/** The team's live sessions: a merchant's team has tens of people, one page of the largest size holds them. */
export const fetchTeamSessions = async (signal?: AbortSignal): Promise<TeamSessionRow[]> =>
  callParsed('/api/security/findTeamSessions', z.array(teamSessionRowSchema), { body: { limit: 100, skip: 0 }, signal });

/** Signs a person of the team out everywhere. */
export const revokeUserSessions = async (userId: number): Promise<{ revoked: number }> =>
  callParsed('/api/security/revokeUserSessions', revokedCountDataSchema, { body: { userId } });

/** exportActivity (team): answers the queued job at once; the file is made in the background (/exportedReports). */
export const startTeamActivityExport = async (request: Omit<ExportActivityRequest, 'scope'>) =>
  callParsed('/api/security/exportActivity', exportStartedDataSchema, { body: { ...request, scope: 'team' } });
