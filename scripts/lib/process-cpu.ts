// CPU seconds used by whole process groups, read from /proc (Linux): a supervised service is a
// group (tsx's node child included), and a PostgreSQL cluster is its postmaster's group (its
// backends, and those that exited, counted in the postmaster's children's time).
import { readdir, readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds per process group id, for the groups asked for. */
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
    const pgrp = Number(fields[2]);
    if (!wanted.has(pgrp)) continue;
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    totals.set(pgrp, (totals.get(pgrp) ?? 0) + ticks / CLOCK_TICKS_PER_SECOND);
  }
  return totals;
}
