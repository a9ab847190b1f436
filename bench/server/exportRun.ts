import { z } from 'zod';
import { call, type Session } from './api';
import { megabytes, residentBytes, sampleMemory } from './memory';

export interface ExportFigures {
  ms: number;
  rows: number;
  bytes: number | null;
  /** Resident memory of the server just before the export, and its peak while the export ran (MB). */
  idleRssMb: number;
  peakRssMb: number;
  peakAboveIdleMb: number;
}

const startedJobSchema = z.object({ id: z.string(), status: z.string() });
const jobRowSchema = z.object({ id: z.string(), status: z.string(), rows: z.number(), size: z.number().nullable().optional(), error: z.string().nullable().optional() });

const POLL_MS = 100;

/**
 * Exports every sale to CSV as a job (`exportTransactions`), then polls `exportedReports` until the job is done:
 * the wall time a user waits, with the server process's resident memory sampled every 50 ms meanwhile.
 */
export const runExport = async (session: Session, serverPid: number, timeoutMs = 15 * 60_000): Promise<ExportFigures> => {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const idle = residentBytes(serverPid);
  const sampler = sampleMemory(serverPid);
  const started = performance.now();
  try {
    const job = await call(session, '/api/report/exportTransactions', startedJobSchema, { format: 'csv' });
    for (;;) {
      const jobs = await call(session, '/api/report/exportedReports', z.array(jobRowSchema), { limit: 20 });
      const row = jobs.find((candidate) => candidate.id === job.id);
      if (row?.status === 'failed') throw new Error(`the export failed: ${row.error ?? 'no reason given'}`);
      if (row?.status === 'done') {
        const ms = Math.round(performance.now() - started);
        const peak = sampler.stop();
        return {
          ms, rows: row.rows, bytes: row.size ?? null,
          idleRssMb: megabytes(idle), peakRssMb: megabytes(peak), peakAboveIdleMb: megabytes(peak - idle),
        };
      }
      if (performance.now() - started > timeoutMs) throw new Error(`the export was not done after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    sampler.stop();
  }
};
