import { and, eq } from 'drizzle-orm';
import { loyaltyEvents } from '../../../server/db/schema';
import { expirePoints } from '../../../server/modules/loyalty/pointsExpiry';
import { describeEachDatabase } from '../support/databases';
import { signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

const NOW = new Date('2026-11-21T02:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describeEachDatabase('Loyalty points expire after LOYALTY_EXPIRY_DAYS, oldest first', (context) => {
  const suite = suiteApp(context);

  const balance = async (ownerId: number, phone: string) => {
    const rows = await context.database.db.select({ points: loyaltyEvents.points, kind: loyaltyEvents.kind }).from(loyaltyEvents)
      .where(and(eq(loyaltyEvents.ownerId, ownerId), eq(loyaltyEvents.customerPhone, phone)));
    return { points: rows.reduce((sum, row) => sum + row.points, 0), expired: rows.filter((row) => row.kind === 'expire').map((row) => row.points) };
  };

  it('expires what is left of the points earned before the cycle, once, for each merchant apart', async () => {
    const a = await signedIn(suite.app, context.database, { type: 'merchant' });
    const b = await signedIn(suite.app, context.database, { type: 'merchant' });
    const [spender, saver, fresh] = ['0901110001', '0901110002', '0901110003'];
    const event = (ownerId: number, customerPhone: string, points: number, kind: 'earn' | 'redeem', at: Date) =>
      ({ ownerId, customerPhone, points, kind, createdAt: at });
    await context.database.db.insert(loyaltyEvents).values([
      // 100 old points, 30 spent since (from the oldest): 70 expire; the 50 recent ones stay.
      event(a.account.ownerId, spender, 100, 'earn', daysAgo(400)),
      event(a.account.ownerId, spender, 50, 'earn', daysAgo(10)),
      event(a.account.ownerId, spender, -30, 'redeem', daysAgo(5)),
      // Spent more than the old points: nothing old is left.
      event(a.account.ownerId, saver, 20, 'earn', daysAgo(366)),
      event(a.account.ownerId, saver, 60, 'earn', daysAgo(100)),
      event(a.account.ownerId, saver, -40, 'redeem', daysAgo(50)),
      // Within the cycle.
      event(a.account.ownerId, fresh, 80, 'earn', daysAgo(364)),
      // The same phone at another merchant: its own points, its own cycle.
      event(b.account.ownerId, spender, 5, 'earn', daysAgo(400)),
    ]);

    const first = await expirePoints(context.database.db, { expiryDays: 365 }, NOW);
    expect(first).toEqual({ customers: 2, points: 75 });
    expect(await balance(a.account.ownerId, spender)).toEqual({ points: 50, expired: [-70] });
    expect(await balance(a.account.ownerId, saver)).toEqual({ points: 40, expired: [] });
    expect(await balance(a.account.ownerId, fresh)).toEqual({ points: 80, expired: [] });
    expect(await balance(b.account.ownerId, spender)).toEqual({ points: 0, expired: [-5] });

    // Swept again: nothing more (what expired counts as used).
    expect(await expirePoints(context.database.db, { expiryDays: 365 }, NOW)).toEqual({ customers: 0, points: 0 });
    // Two days later the fresh customer's points reach the cycle.
    expect(await expirePoints(context.database.db, { expiryDays: 365 }, new Date(NOW.getTime() + 2 * 86_400_000))).toEqual({ customers: 1, points: 80 });
  });
});
