// What the benchmark reads of each process of the stack from /proc: CPU seconds and memory.
import { readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory now and at its peak, in MB. */
export async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds per run of each process between two readings. */
export function cpuPerRun(before: Record<string, number>, after: Record<string, number>, runs: number) {
  return Object.fromEntries(
    Object.keys(after).map((name) => [name, ((after[name] ?? NaN) - (before[name] ?? NaN)) / runs]),
  );
}

export async function cpuOf(pids: Record<string, number | undefined>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(pids)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(async ([name, pid]) => [name, await cpuSeconds(pid).catch(() => NaN)] as const),
  );
  return Object.fromEntries(entries);
}
