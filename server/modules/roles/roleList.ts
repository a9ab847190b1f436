import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isAction } from '../../../src/api/permissionCatalogue';
import type { RoleChoiceRow, RoleDetail, RoleFilters, RoleRow, RoleSortField } from '../../../src/api/roles';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { roleActions, roles, users } from '../../db/schema';
import { containsPattern, FOLD_FROM, FOLD_TO, foldVietnamese } from '../../models/fold';

export type RoleSort = Partial<Record<RoleSortField, 'asc' | 'desc'>>[];

export interface RoleListRequest {
  queryInput?: RoleFilters;
  sort?: RoleSort;
  limit: number;
  skip: number;
}

const folded = (column: SQL | typeof roles.name | typeof roles.description) => sql`translate(lower(${column}), ${FOLD_FROM}::text, ${FOLD_TO}::text)`;

const roleId = qualified(roles, roles.id);
const userCount = sql<number>`(select count(*)::int from ${users} where ${users.roleId} = ${roleId})`;

/** The merchant's roles matching the filters: the search folds diacritics and case in the name and description. */
export const roleWhere = (ownerId: number, filters: RoleFilters = {}): SQL => {
  const conditions: (SQL | undefined)[] = [eq(roles.ownerId, ownerId)];
  if (filters.q) {
    const pattern = containsPattern(foldVietnamese(filters.q).toLowerCase());
    conditions.push(or(sql`${folded(roles.name)} like ${pattern}::text escape '\\'`, sql`${folded(roles.description)} like ${pattern}::text escape '\\'`));
  }
  if (filters.id !== undefined) conditions.push(typeof filters.id === 'object' ? inArray(roles.id, filters.id.in) : eq(roles.id, filters.id));
  if (filters.builtin !== undefined) conditions.push(filters.builtin ? sql`${roles.builtin} is not null` : sql`${roles.builtin} is null`);
  return and(...conditions)!;
};

const SORT_COLUMNS = { name: roles.name, createdAt: roles.createdAt, userCount, id: roles.id } as const;

/** The requested order, then the id; by default the built-in roles first, then by name. */
const roleOrder = (sort: RoleSort = []): SQL[] => {
  const order = sort.flatMap((entry) => Object.entries(entry).map(([field, direction]) => {
    const column = SORT_COLUMNS[field as RoleSortField];
    return direction === 'asc' ? asc(column) : desc(column);
  }));
  if (!order.length) order.push(sql`${roles.builtin} is null`, asc(roles.name));
  if (!sort.some((entry) => 'id' in entry)) order.push(asc(roles.id));
  return order;
};

const roleColumns = {
  id: roles.id, name: roles.name, description: roles.description, builtin: roles.builtin, shopScope: roles.shopScope,
  requireStrongFactor: roles.requireStrongFactor,
  createdAt: roles.createdAt, updatedAt: roles.updatedAt, userCount,
  actions: sql<string[]>`array(select ${roleActions.action} from ${roleActions} where ${roleActions.roleId} = ${roleId} order by 1)`,
};

interface StoredRole extends Omit<RoleRow, 'createdAt' | 'updatedAt' | 'actionCount'> {
  createdAt: Date;
  updatedAt: Date | null;
}

/** The row as it goes out: only the catalogue's actions (a stale one left by an older version is not shown). */
const asRoleRow = (row: StoredRole): RoleRow => {
  const actions = row.actions.filter(isAction);
  return { ...row, actions, actionCount: actions.length, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt?.toISOString() ?? null };
};

const rolePage = async (db: Db, where: SQL, request: Omit<RoleListRequest, 'queryInput'>): Promise<RoleRow[]> => {
  const rows = await db.select(roleColumns).from(roles).where(where).orderBy(...roleOrder(request.sort)).limit(request.limit).offset(request.skip);
  return rows.map((row) => asRoleRow(row as StoredRole));
};

/** findClientRoles: a page of the merchant's roles and the count of every match (a merchant has a few dozen at most). */
export const roleList = async (db: Db, ownerId: number, request: RoleListRequest) => {
  const where = roleWhere(ownerId, request.queryInput);
  const [data, [{ count }]] = await Promise.all([
    rolePage(db, where, request),
    db.select({ count: sql<number>`count(*)::int` }).from(roles).where(where),
  ]);
  return { data, count };
};

/** One role of the merchant, or null: another merchant's id reads as unknown. */
export const roleById = async (db: Db, ownerId: number, id: number): Promise<RoleRow | null> =>
  (await rolePage(db, roleWhere(ownerId, { id }), { limit: 1, skip: 0 }))[0] ?? null;

/** detailClientRoles: the role, its actions and who holds it. */
export const roleDetail = async (db: Db, ownerId: number, id: number): Promise<RoleDetail | null> => {
  const role = await roleById(db, ownerId, id);
  if (!role) return null;
  const holders = await db.select({ id: users.id, fullName: users.fullName, phone: users.username, type: users.type, status: users.status })
    .from(users).where(and(eq(users.ownerId, ownerId), eq(users.roleId, id))).orderBy(asc(users.fullName), asc(users.id));
  return { ...role, users: holders };
};

/** clientRolesList: every role of the merchant by name, for pickers (built-in ones first). */
export const roleChoices = async (db: Db, ownerId: number): Promise<RoleChoiceRow[]> =>
  db.select({ id: roles.id, name: roles.name, builtin: roles.builtin }).from(roles).where(eq(roles.ownerId, ownerId))
    .orderBy(sql`${roles.builtin} is null`, asc(roles.name), asc(roles.id));
