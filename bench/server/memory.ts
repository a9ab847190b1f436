import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** A process's resident memory in bytes, from /proc (Linux): `VmRSS` now, `VmHWM` the peak so far. */
export const residentBytes = (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(match[1]) * 1024;
};

export interface MemorySampler {
  /** Stops sampling: the highest resident size seen, in bytes. */
  stop: () => number;
}

/**
 * Samples VmRSS every `everyMs`. VmHWM alone would not do: it keeps the peak of the process's whole life, which
 * start-up (migrations, the seed check) may already have set above what the export needs.
 */
export const sampleMemory = (pid: number, everyMs = 50): MemorySampler => {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentBytes(pid));
    } catch {
      // the process ended: the peak so far stands
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
};

export const megabytes = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;
