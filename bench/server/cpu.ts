import { readFileSync } from 'node:fs';
import { psql } from './databases';

/** Clock ticks per second of /proc/<pid>/stat's times (sysconf(_SC_CLK_TCK), 100 on Linux everywhere that matters). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds; null when /proc cannot tell (not Linux, gone). */
export const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
};

/** The PostgreSQL backends serving `database` (their process ids), read through `url`. */
export const backendPids = async (url: string, database: string): Promise<number[]> =>
  (await psql(url, `select pid from pg_stat_activity where datname = '${database.replaceAll("'", "''")}' and pid <> pg_backend_pid()`))
    .split('\n').filter(Boolean).map(Number);

/** CPU used so far by each of `pids` (those /proc can read). */
export const cpuByPid = (pids: number[]): Map<number, number> => {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) used.set(pid, ms);
  }
  return used;
};

/**
 * CPU the backends used between two readings: a backend seen in both counts its difference, one opened in between
 * all of its time. null when no backend could be read (a PostgreSQL server on another machine).
 */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>): number | null => {
  if (!after.size) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};
