import type { App } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { roles, shops, transactions, userShops, users } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import type { ExportJob } from '../../../src/api/sales';

/** A shop of the owner. */
export const addShop = async (database: Database, ownerId: number, name: string): Promise<number> => {
  const [shop] = await database.db.insert(shops).values({ ownerId, name, code: name }).returning({ id: shops.id });
  return shop.id;
};

export interface SaleValues {
  ownerId: number;
  shopId?: number | null;
  userId?: number | null;
  reference: string;
  amount: number;
  fee?: number;
  status?: 'success' | 'pending' | 'failed';
  type?: 'payment' | 'refund' | 'topup' | 'withdraw';
  serviceCode?: string;
  createdAt: string;
}

export const addSales = async (database: Database, sales: readonly SaleValues[]): Promise<void> => {
  await database.db.insert(transactions).values(sales.map((sale) => ({
    ownerId: sale.ownerId, shopId: sale.shopId ?? null, userId: sale.userId ?? null, reference: sale.reference, amount: sale.amount,
    fee: sale.fee ?? 0, status: sale.status ?? 'success', type: sale.type ?? 'payment', serviceCode: sale.serviceCode ?? 'QRPAY',
    createdAt: new Date(sale.createdAt),
  })));
};

/** Makes the user's role see only the shops given (shop scope 'own'). */
export const limitToShops = async (database: Database, userId: number, shopIds: readonly number[]): Promise<void> => {
  const [user] = await database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  await database.db.update(roles).set({ shopScope: 'own' }).where(eq(roles.id, user.roleId!));
  if (shopIds.length) await database.db.insert(userShops).values(shopIds.map((shopId) => ({ userId, shopId })));
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caller's job once it has finished (done or failed), read through exportedReports as the app does. */
export const finishedJob = async (app: App, headers: Record<string, string>, id: string): Promise<ExportJob> => {
  for (let attempt = 0; attempt < 400; attempt++) {
    const answer = await app.inject({ method: 'POST', url: '/api/report/exportedReports', headers, payload: { limit: 100 } });
    const job = (answer.json().data as ExportJob[]).find((candidate) => candidate.id === id);
    if (job && (job.status === 'done' || job.status === 'failed')) return job;
    await pause(50);
  }
  throw new Error(`export ${id} did not finish`);
};

/** CSV text → rows of cells (RFC 4180 quoting), without the BOM. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const character = body[index];
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
};
