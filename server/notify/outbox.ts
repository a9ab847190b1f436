import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../src/api/dev';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export type NewMessage = Omit<OutboxMessage, 'createdAt' | 'code'> & { code?: string | null };

/** What stands for a one-time code in a masked copy. */
export const MASKED_CODE = '******';

/**
 * The copy kept outside development: the text shows MASKED_CODE where the code was, and `code` is empty. The
 * outbox is readable by anyone with the database or a backup; a code there is a second factor or a password reset.
 */
export const withoutCode = (message: NewMessage): NewMessage =>
  message.code ? { ...message, text: message.text.replaceAll(message.code, MASKED_CODE), code: null } : { ...message, code: null };

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
