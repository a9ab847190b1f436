import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../src/api/dev';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type NewMessage = Omit<OutboxMessage, 'createdAt' | 'code'> & { code?: string | null };

/** Keeps a copy of every SMS and e-mail sent; with no real gateway this is the only delivery. */
export const recordMessage = async (db: Db, message: NewMessage, at: Date): Promise<void> => {
  await db.insert(outbox).values({ ...message, code: message.code ?? null, createdAt: at });
};

/** Newest first. */
export const listMessages = async (db: Db, to: string | undefined, limit = 100): Promise<OutboxMessage[]> => {
  const rows = await db
    .select()
    .from(outbox)
    .where(to === undefined ? undefined : eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map(({ to: recipient, channel, purpose, text, code, createdAt }) => ({
    to: recipient, channel, purpose, text, code, createdAt: createdAt.toISOString(),
  }));
};
