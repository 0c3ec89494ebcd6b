// One supervised child process. Each runs in its own process group, so stopping it reaches
// its grandchildren too (tsx's node child, the Temporal UI server...): SIGTERM to the group,
// then SIGKILL after a grace period. Output lines are prefixed with the service's name.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** How long SIGTERM gets before SIGKILL (default 10 s). */
  stopGraceMs?: number;
  /** Drop output once stop() was called (Temporal logs a warning per poller while shutting down). */
  quietWhileStopping?: boolean;
  /** A nice value (0 by default): background work yields the CPU to what answers people. */
  niceness?: number;
}

export interface ServiceExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (e.g. ENOENT). */
  error?: Error;
}

/** Where the children's output goes, one line at a time. */
export interface OutputSink {
  line(service: string, stream: 'stdout' | 'stderr', text: string): void;
}

const COLORS = [36, 35, 33, 32, 34, 31];

/** Prefixes each line with `name |`, coloured when the target is a terminal. */
export function prefixedOutput(
  stdout: NodeJS.WriteStream = process.stdout,
  stderr: NodeJS.WriteStream = process.stderr,
): OutputSink {
  const colors = new Map<string, number>();
  const width = 9;
  return {
    line(service, stream, text) {
      const target = stream === 'stdout' ? stdout : stderr;
      let color = colors.get(service);
      if (color === undefined) {
        color = COLORS[colors.size % COLORS.length] ?? 36;
        colors.set(service, color);
      }
      const label = service.padEnd(width);
      const prefix = target.isTTY ? `\u001b[${color}m${label}|\u001b[0m` : `${label}|`;
      target.write(`${prefix} ${text}\n`);
    },
  };
}

/** Writes lines to a single stream (a log file, say) with the same prefix, no colours. */
export function streamOutput(target: Pick<NodeJS.WritableStream, 'write'>): OutputSink {
  return {
    line(service, _stream, text) {
      target.write(`${service.padEnd(9)}| ${text}\n`);
    },
  };
}

const live = new Set<Service>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort if the launcher itself exits without stopping its children (uncaught error):
  // never leave a Temporal server or a platform behind holding ports and the database.
  process.on('exit', () => {
    for (const service of live) service.kill();
  });
}

/** Members of the group that still run; exited ones waiting to be reaped (zombies) do not count. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (process.platform !== 'linux') return true;
  // Orphaned grandchildren are reaped by init, which may take a while: look at their state.
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // Fields after "(comm)": state ppid pgrp ...
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') return true;
    }
    return false;
  } catch {
    return true;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

export class Service {
  readonly name: string;
  readonly pid: number | undefined;
  /** Resolves when the main process exits, for whatever reason. */
  readonly exited: Promise<ServiceExit>;
  private stopRequested = false;
  private exitSeen = false;
  private stopPromise: Promise<ServiceExit> | undefined;
  private readonly recent: string[] = [];
  private readonly graceMs: number;

  constructor(spec: ServiceSpec, output: OutputSink) {
    this.name = spec.name;
    this.graceMs = spec.stopGraceMs ?? 10_000;
    const quiet = spec.quietWhileStopping ?? false;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true, // own process group (and session): Ctrl-C in the terminal reaches only the launcher
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.pid = child.pid;
    if (spec.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, spec.niceness);
      } catch {
        // Not allowed here (a container without the capability): the same process, at 0.
      }
    }
    for (const stream of ['stdout', 'stderr'] as const) {
      const lines = createInterface({ input: child[stream], crlfDelay: Infinity });
      lines.on('line', (text) => {
        this.recent.push(text);
        if (this.recent.length > 40) this.recent.shift();
        if (!(quiet && this.stopRequested)) output.line(this.name, stream, text);
      });
    }
    this.exited = new Promise<ServiceExit>((resolve) => {
      child.once('error', (error) => resolve({ name: this.name, code: null, signal: null, error }));
      child.once('exit', (code, signal) => resolve({ name: this.name, code, signal }));
    });
    live.add(this);
    installExitHook();
    void this.exited.then(() => {
      this.exitSeen = true;
      if (this.pid === undefined || !groupAlive(this.pid)) live.delete(this);
    });
  }

  /** True once stop() was called: an exit after that is expected. */
  get stopping(): boolean {
    return this.stopRequested;
  }

  /** True once the main process has exited. */
  get hasExited(): boolean {
    return this.exitSeen;
  }

  /** The last lines the process printed, for error reports. */
  recentOutput(): string[] {
    return [...this.recent];
  }

  /** SIGTERM to the whole group, SIGKILL after the grace period; resolves when all of it is gone. */
  stop(): Promise<ServiceExit> {
    this.stopRequested = true;
    this.stopPromise ??= this.terminate();
    return this.stopPromise;
  }

  /** Immediate SIGKILL of the whole group (synchronous, for exit hooks and a second Ctrl-C). */
  kill(): void {
    this.stopRequested = true;
    if (this.pid !== undefined) signalGroup(this.pid, 'SIGKILL');
  }

  private async terminate(): Promise<ServiceExit> {
    const pgid = this.pid;
    if (pgid === undefined) return this.exited;
    signalGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + this.graceMs;
    const leaderExited = await Promise.race([
      this.exited.then(() => true),
      sleep(this.graceMs).then(() => false),
    ]);
    // The leader may be gone while members of its group (grandchildren) still run.
    while (leaderExited && groupAlive(pgid) && Date.now() < deadline) await sleep(50);
    if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
    const exit = await this.exited;
    for (let i = 0; i < 100 && groupAlive(pgid); i++) await sleep(20);
    live.delete(this);
    return exit;
  }
}

export function describeExit(exit: ServiceExit): string {
  if (exit.error) return `could not start: ${exit.error.message}`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}
