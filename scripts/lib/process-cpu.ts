// CPU seconds used by process groups, read from /proc (Linux): a service is its group (tsx's
// node child included); a PostgreSQL cluster is its postmaster and the backends it forks (its
// children, in a group of pg_ctl's making), those that exited counted in its children's time.
import { readdir, readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds per key: the processes in the key's process group or whose parent is the key. */
export async function groupCpuSeconds(pgids: readonly number[]): Promise<Map<number, number>> {
  const wanted = new Set(pgids);
  const totals = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = await readFile(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // After "(comm)": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const ppid = Number(fields[1]);
    const pgrp = Number(fields[2]);
    const key = wanted.has(pgrp) ? pgrp : wanted.has(ppid) ? ppid : wanted.has(pid) ? pid : undefined;
    if (key === undefined) continue;
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    totals.set(key, (totals.get(key) ?? 0) + ticks / CLOCK_TICKS_PER_SECOND);
  }
  return totals;
}
