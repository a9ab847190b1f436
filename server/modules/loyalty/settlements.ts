import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import {
  LOYALTY_MESSAGES, SETTLEMENT_DECISIONS, type SettlementDecision, type SettlementFilters, type SettlementPeriod,
  type SettlementQuote, type SettlementRow, type SettlementSortField, type SettlementStatus,
} from '../../../src/api/loyalty';
import type { LoyaltyRules } from '../../../src/api/loyaltyRules';
import { SALES_LIMITS } from '../../../src/api/sales';
import type { AuditSource } from '../../auth/audit';
import { selectRows, type Db } from '../../db/client';
import { auditEvents, loyaltyEvents, owners, pointSettlements, users } from '../../db/schema';
import { AppError, notFound } from '../../http/envelope';
import { partnerEvents } from '../../webhooks/partnerEvents';

export type SettlementSort = Partial<Record<SettlementSortField, 'asc' | 'desc'>>[];

export interface SettlementListRequest {
  queryInput?: SettlementFilters;
  sort?: SettlementSort;
  limit: number;
  skip: number;
}

const DAY = 86_400_000;

/** A local day's midnight (Asia/Ho_Chi_Minh keeps +07:00 all year: no daylight saving). */
const localMidnight = (day: string): Date => new Date(`${day}T00:00:00+07:00`);

/**
 * The redeem events a settlement of `period` would cover: the merchant's, redeemed within the period's local
 * days, covered by no settlement yet, and not older than the redeem-expiry cycle (older ones can no longer be
 * settled). The partial index `loyalty_events_unsettled_redeem_idx` serves exactly this condition.
 */
const settleable = (ownerId: number, period: SettlementPeriod, rules: LoyaltyRules, now: Date): SQL => and(
  eq(loyaltyEvents.ownerId, ownerId),
  sql`${loyaltyEvents.kind} = 'redeem' and ${loyaltyEvents.settlementId} is null`,
  gte(loyaltyEvents.createdAt, localMidnight(period.periodFrom)),
  lt(loyaltyEvents.createdAt, new Date(localMidnight(period.periodTo).getTime() + DAY)),
  gte(loyaltyEvents.createdAt, new Date(now.getTime() - rules.redeemExpiryDays * DAY)),
)!;

/** Redeem events are stored negative; a settlement counts the points redeemed, positive. */
const quoteOf = (points: number, events: number, rules: LoyaltyRules): SettlementQuote =>
  ({ points, events, rate: rules.settlementRate, amount: points * rules.settlementRate });

/** settlementQuote: what settling the period would cover now, without taking anything. */
export const settlementQuote = async (db: Db, ownerId: number, period: SettlementPeriod, rules: LoyaltyRules, now: Date): Promise<SettlementQuote> => {
  const [row] = await db.select({
    points: sql<number>`coalesce(-sum(${loyaltyEvents.points}), 0)::float8`,
    events: sql<number>`count(*)::int`,
  }).from(loyaltyEvents).where(settleable(ownerId, period, rules, now));
  return quoteOf(row.points, row.events, rules);
};

export interface Actor {
  userId: number;
  ownerId: number;
  ownerCode: string;
}

const audit = async (tx: Db, now: Date, actor: Actor, source: AuditSource, kind: string, detail: Record<string, string | number | null>) => {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, actor.userId));
  await tx.insert(auditEvents).values({
    at: now, kind, outcome: 'success', userId: actor.userId, ownerCode: actor.ownerCode, username: user?.username ?? null,
    ip: source.ip ?? null, deviceId: source.deviceId ?? null, userAgent: source.userAgent?.slice(0, 300) ?? null, detail,
  });
};

const asSettlementRow = (row: typeof pointSettlements.$inferSelect): SettlementRow => ({
  id: row.id,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  points: row.points,
  rate: row.rate,
  amount: row.amount,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * settlementPoint: in one transaction, takes every settleable redeem event of the period for a new settlement.
 * Two guards make the same points impossible to settle twice: the merchant's row is locked first, so settlement
 * requests of one merchant run one after the other; and the events are claimed by an UPDATE whose condition
 * includes `settlement_id is null`, which PostgreSQL re-checks on a row another transaction changed meanwhile.
 * An empty claim rolls everything back and answers 400.
 */
export const createSettlement = async (
  db: Db, actor: Actor, period: SettlementPeriod, rules: LoyaltyRules, now: Date, source: AuditSource,
): Promise<SettlementRow> => db.transaction(async (tx) => {
  await selectRows(tx, sql`select id from ${owners} where ${owners.id} = ${actor.ownerId} for update`);
  const [created] = await tx.insert(pointSettlements).values({
    ownerId: actor.ownerId, periodFrom: period.periodFrom, periodTo: period.periodTo, points: 0, rate: rules.settlementRate, amount: 0,
    status: 'requested', requestedBy: actor.userId, createdAt: now,
  }).returning({ id: pointSettlements.id });
  const claimed = await tx.update(loyaltyEvents).set({ settlementId: created.id })
    .where(settleable(actor.ownerId, period, rules, now))
    .returning({ points: loyaltyEvents.points });
  if (!claimed.length) throw new AppError(400, LOYALTY_MESSAGES.nothingToSettle, { data: { field: 'periodFrom' } });
  const quote = quoteOf(-claimed.reduce((sum, event) => sum + event.points, 0), claimed.length, rules);
  const [row] = await tx.update(pointSettlements).set({ points: quote.points, amount: quote.amount })
    .where(eq(pointSettlements.id, created.id)).returning();
  await audit(tx, now, actor, source, 'settlementRequested', {
    settlementId: row.id, periodFrom: row.periodFrom, periodTo: row.periodTo, points: row.points, events: quote.events,
    rate: row.rate, amount: row.amount,
  });
  await partnerEvents.settlementUpdated(tx, actor.ownerId, asSettlementRow(row), now);
  return asSettlementRow(row);
});

/**
 * A staff decision: approve, mark paid, or reject with a reason. The status moves only along
 * SETTLEMENT_DECISIONS (an UPDATE conditioned on the status it comes from, so two staff deciding at once cannot
 * both win); a rejection frees the settlement's events so that a later settlement may cover them.
 */
export const decideSettlement = async (
  db: Db, actor: Actor, id: number, decision: SettlementDecision, reason: string | null, now: Date, source: AuditSource,
): Promise<SettlementRow> => db.transaction(async (tx) => {
  const rule = SETTLEMENT_DECISIONS[decision];
  const [row] = await tx.update(pointSettlements)
    .set({ status: rule.to, reason: decision === 'reject' ? reason : sql`${pointSettlements.reason}`, decidedBy: actor.userId, decidedAt: now })
    .where(and(eq(pointSettlements.id, id), inArray(pointSettlements.status, [...rule.from])))
    .returning();
  if (!row) {
    const [exists] = await tx.select({ status: pointSettlements.status }).from(pointSettlements).where(eq(pointSettlements.id, id));
    if (!exists) throw notFound();
    // 409: the request is well formed; the settlement's status (another staff's decision, say) does not allow it.
    throw new AppError(409, LOYALTY_MESSAGES.badTransition, { data: { status: exists.status } });
  }
  let freed = 0;
  if (decision === 'reject') {
    freed = (await tx.update(loyaltyEvents).set({ settlementId: null })
      .where(eq(loyaltyEvents.settlementId, id)).returning({ id: loyaltyEvents.id })).length;
  }
  const [owner] = await tx.select({ code: owners.code }).from(owners).where(eq(owners.id, row.ownerId));
  await audit(tx, now, actor, source, 'settlementDecided', {
    settlementId: id, decision, status: row.status, merchant: owner.code, amount: row.amount,
    ...(decision === 'reject' ? { reason, freedEvents: freed } : {}),
  });
  await partnerEvents.settlementUpdated(tx, row.ownerId, asSettlementRow(row), now);
  return asSettlementRow(row);
});

const SORT_COLUMNS = { createdAt: pointSettlements.createdAt, amount: pointSettlements.amount, id: pointSettlements.id } as const;

export const settlementOrder = (sort: SettlementSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as SettlementSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(desc(pointSettlements.createdAt));
  if (!sort.some((entry) => 'id' in entry)) order.push(desc(pointSettlements.id));
  return order;
};

/** The filters over `point_settlements`; `ownerId` null: every merchant's (the staff's queue). */
export const settlementWhere = (ownerId: number | null, filters: SettlementFilters = {}): SQL => {
  const { createdAt, status, id } = filters;
  return and(
    ownerId === null ? undefined : eq(pointSettlements.ownerId, ownerId),
    id === undefined ? undefined : typeof id === 'object' ? inArray(pointSettlements.id, id.in) : eq(pointSettlements.id, id),
    createdAt?.gte ? gte(pointSettlements.createdAt, new Date(createdAt.gte)) : undefined,
    createdAt?.lte ? lte(pointSettlements.createdAt, new Date(createdAt.lte)) : undefined,
    status === undefined ? undefined
      : typeof status === 'object' ? inArray(pointSettlements.status, status.in) : eq(pointSettlements.status, status as SettlementStatus),
  ) ?? sql`true`;
};

const countOf = async (db: Db, where: SQL): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(pointSettlements).where(where))[0].n;

/** settlementPointHistory: the merchant's settlements (list contract), newest first unless sorted otherwise. */
export const settlementHistory = async (db: Db, ownerId: number, request: SettlementListRequest & { byId?: number }) => {
  const where = and(settlementWhere(ownerId, request.queryInput), request.byId === undefined ? undefined : eq(pointSettlements.id, request.byId))!;
  const [rows, count] = await Promise.all([
    db.select().from(pointSettlements).where(where).orderBy(...settlementOrder(request.sort)).limit(request.limit).offset(request.skip),
    countOf(db, where),
  ]);
  return { data: rows.map(asSettlementRow), count, countIsLowerBound: count > SALES_LIMITS.countBound };
};

/** The staff's list: every merchant's settlements with the merchant named. */
export const staffSettlementHistory = async (db: Db, request: SettlementListRequest) => {
  const where = settlementWhere(null, request.queryInput);
  const [rows, count] = await Promise.all([
    db.select({ settlement: pointSettlements, ownerCode: owners.code, ownerName: owners.name }).from(pointSettlements)
      .innerJoin(owners, eq(owners.id, pointSettlements.ownerId))
      .where(where).orderBy(...settlementOrder(request.sort)).limit(request.limit).offset(request.skip),
    countOf(db, where),
  ]);
  return { data: rows.map((row) => ({ ...asSettlementRow(row.settlement), ownerCode: row.ownerCode, ownerName: row.ownerName })), count };
};
