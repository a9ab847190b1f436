import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type ActivityRow, exportActivityRequestSchema } from '../../../src/api/activity';
import { ACTIONS } from '../../../src/api/permissions';
import { ACTIVITY_TERMS, activityDetailText, activityKindName } from '../../../src/core/activityTerms';
import type { Db } from '../../db/client';
import { actionsOf } from '../../auth/sessions';
import { auditEvents, owners, users } from '../../db/schema';
import { businessClock } from '../../exportJobs/exportDates';
import { defineExportKind, type ExportColumn, type ExportOwner } from '../../exportJobs/exportKinds';
import { type ActivityScope, activityRows, activityWhere } from './activityList';

const params = exportActivityRequestSchema.pick({ scope: true, queryInput: true });

const columnsOf = (): ExportColumn<ActivityRow>[] => [
  { heading: { en: 'Time', vi: 'Thời gian' }, value: (row) => businessClock(row.at), date: 'minute', width: 17 },
  { heading: { en: 'Person', vi: 'Người dùng' }, value: (row) => row.userName, width: 24 },
  { heading: { en: 'Activity', vi: 'Hoạt động' }, value: (row, locale) => activityKindName(row.kind, locale), width: 28 },
  { heading: { en: 'Outcome', vi: 'Kết quả' }, value: (row, locale) => ACTIVITY_TERMS[locale].outcomes[row.outcome], width: 12 },
  { heading: { en: 'IP address', vi: 'Địa chỉ IP' }, value: (row) => row.ip, width: 18 },
  { heading: { en: 'Device', vi: 'Thiết bị' }, value: (row) => row.client, width: 26 },
  { heading: { en: 'Details', vi: 'Chi tiết' }, value: (row, locale) => activityDetailText(row.detail, locale) || null, width: 40 },
];

/** Whether the job's owner may still read the team's history when it runs: the session rule, read afresh. */
const mayReadTeam = async (db: Db, owner: ExportOwner): Promise<boolean> => {
  const [user] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.id, owner.userId), eq(users.ownerId, owner.ownerId), eq(users.status, 'active')));
  return Boolean(user) && (await actionsOf(db, owner.userId)).has(ACTIONS.teamActivity);
};

const scopeOf = async (db: Db, owner: ExportOwner, scope: 'own' | 'team'): Promise<ActivityScope | null> => {
  if (scope === 'own') return { kind: 'own', userId: owner.userId };
  if (!(await mayReadTeam(db, owner))) return null;
  const [merchant] = await db.select({ code: owners.code }).from(owners).where(eq(owners.id, owner.ownerId));
  return merchant ? { kind: 'team', ownerId: owner.ownerId, ownerCode: merchant.code } : null;
};

/** The security history as the screens show it (their filters), newest first: the caller's own or the team's. */
export const activityExport = defineExportKind<z.output<typeof params>, ActivityRow>({
  kind: 'activity',
  params,
  columns: columnsOf,
  fileName: { en: 'security-history', vi: 'lich-su-bao-mat' },
  async source(db: Db, owner, { scope: asked, queryInput }) {
    const scope = await scopeOf(db, owner, asked);
    // One's own history has no person filter: it is one person's.
    const filters = asked === 'own' ? { ...queryInput, userId: undefined } : queryInput;
    if (!scope) return { count: async () => 0, async* pages() {} };
    return {
      count: async () => (await db.select({ count: count() }).from(auditEvents).where(activityWhere(scope, filters)))[0].count,
      async* pages(pageSize) {
        for (let before: { at: string; id: number } | undefined; ;) {
          const rows = await activityRows(db, scope, { filters, limit: pageSize, skip: 0, before });
          if (rows.length) yield rows;
          if (rows.length < pageSize) return;
          const last = rows[rows.length - 1];
          before = { at: last.at, id: last.id };
        }
      },
    };
  },
});
