import { randomInt, randomUUID } from 'node:crypto';
import type { Session } from '../server/api';

/**
 * A cashier's client that never gives up on a sale: each sale is sent with its own Idempotency-Key and, until it
 * is acknowledged (200), sent again with the same key and body, waiting what the server's Retry-After says.
 * Each sale has its own amount (AMOUNT_BASE + its index) and every sale of a run the same fresh customer phone,
 * so that the database can be asked afterwards how many rows each sale made.
 */
export const AMOUNT_BASE = 500_000;

export interface WriterFigures {
  acknowledged: number;
  /** Sale index → the transaction id its acknowledgement named. */
  receipts: Map<number, number>;
  /** 503 answers, and how many of them carried Retry-After. */
  unavailable: number;
  unavailableWithRetryAfter: number;
  /** Requests sent again with the same key (after a 503, a 409 "in progress", or a connection error). */
  retries: number;
  /** Answers that were a replay of an earlier success (Idempotent-Replayed: a retry whose first try was done). */
  replayed: number;
  /** Connection errors seen by the client (the server was never supposed to drop one). */
  connectionErrors: number;
  /** Answers other than 200, 409 and 503: a bug. */
  unexpected: { status: number; body: string }[];
  /** Sales still unacknowledged when the writer gave up (after `giveUpMs` on one sale). */
  abandoned: number;
}

export interface WriterRun {
  phone: string;
  /** Resolves once `count` sales are acknowledged (or abandoned). */
  done: Promise<WriterFigures>;
  /** Sales acknowledged so far. */
  acknowledgedSoFar: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` sales through `concurrency` parallel cashiers. */
export const startWriter = (session: Session, shopId: number, count: number, concurrency = 8, giveUpMs = 120_000): WriterRun => {
  // A mobile number no demo customer has: 03 and eight random digits.
  const phone = `03${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const figures: WriterFigures = {
    acknowledged: 0, receipts: new Map(), unavailable: 0, unavailableWithRetryAfter: 0, retries: 0, replayed: 0,
    connectionErrors: 0, unexpected: [], abandoned: 0,
  };
  let next = 0;

  const sell = async (index: number) => {
    const key = randomUUID();
    const body = JSON.stringify({ phone, shopId, serviceCode: 'QRPAY', amount: AMOUNT_BASE + index });
    const giveUpAt = performance.now() + giveUpMs;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) figures.retries++;
      if (performance.now() > giveUpAt) {
        figures.abandoned++;
        return;
      }
      let response: Response;
      try {
        response = await fetch(`${session.url}/api/loyalty/checkout`, {
          method: 'POST', headers: { ...session.headers, 'content-type': 'application/json', 'idempotency-key': key }, body,
        });
      } catch {
        figures.connectionErrors++;
        await sleep(500);
        continue;
      }
      const text = await response.text();
      if (response.status === 200) {
        const receipt = JSON.parse(text) as { data: { transactionId: number } };
        figures.receipts.set(index, receipt.data.transactionId);
        figures.acknowledged++;
        if (response.headers.get('idempotent-replayed') === 'true') figures.replayed++;
        return;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status === 503) {
        figures.unavailable++;
        if (Number.isFinite(retryAfter) && retryAfter > 0) figures.unavailableWithRetryAfter++;
      } else if (response.status !== 409) {
        // 409 is "the first request with this key is still running": wait and replay. Anything else is a bug.
        figures.unexpected.push({ status: response.status, body: text.slice(0, 200) });
        if (figures.unexpected.length > 20) throw new Error(`checkout answered ${response.status}: ${text.slice(0, 300)}`);
      }
      await sleep((Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1) * 1_000);
    }
  };

  const cashier = async () => {
    while (next < count) await sell(next++);
  };
  const done = Promise.all(Array.from({ length: concurrency }, cashier)).then(() => figures);
  return { phone, done, acknowledgedSoFar: () => figures.acknowledged };
};

export interface WriteCheck {
  /** Acknowledged sales with no row. */
  lost: number;
  /** Sales with more than one row. */
  duplicates: number;
  /** Acknowledged sales whose row is not the transaction the receipt named. */
  mismatched: number;
  /** Rows of this run's sales in the database. */
  rows: number;
}

/** Rows per sale (by amount) among the run's sales, from `rows` = [amount, transaction id] of the run's customer. */
export const checkWrites = (figures: WriterFigures, rows: { amount: number; id: number }[]): WriteCheck => {
  const byIndex = new Map<number, number[]>();
  for (const row of rows) {
    const index = row.amount - AMOUNT_BASE;
    byIndex.set(index, [...(byIndex.get(index) ?? []), row.id]);
  }
  let lost = 0;
  let mismatched = 0;
  for (const [index, transactionId] of figures.receipts) {
    const ids = byIndex.get(index) ?? [];
    if (ids.length === 0) lost++;
    else if (!ids.includes(transactionId)) mismatched++;
  }
  const duplicates = [...byIndex.values()].filter((ids) => ids.length > 1).length;
  return { lost, duplicates, mismatched, rows: rows.length };
};
