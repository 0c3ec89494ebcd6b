// Keeps one service running: once the stack is up, a child that exits (crash, kill, even a
// clean exit) is restarted after a backoff that doubles from 1 s to 30 s and starts over once a
// run lasted a minute. Each restart gets one clear line; only stop() (Ctrl-C) ends it.
import { setTimeout as sleep } from 'node:timers/promises';
import { Service, describeExit, type OutputSink, type ServiceExit, type ServiceSpec } from './service';

export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  /** A run at least this long resets the delay to its initial value. */
  resetAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  resetAfterMs: 60_000,
};

export class SupervisedService {
  readonly name: string;
  /** How many times the child was restarted. */
  restarts = 0;
  private current: Service;
  private startedAt = Date.now();
  private delayMs: number;
  private supervising = false;
  private stopRequested = false;
  private readonly wakeUp = new AbortController();

  constructor(
    private readonly spec: ServiceSpec,
    private readonly output: OutputSink,
    private readonly options: {
      policy?: RestartPolicy;
      log: (message: string) => void;
      /** Resolves once a restarted child serves again (its line says so); optional. */
      ready?: (signal: AbortSignal) => Promise<void>;
    },
  ) {
    this.name = spec.name;
    this.delayMs = this.policy.initialDelayMs;
    this.current = new Service(spec, output);
  }

  private get policy(): RestartPolicy {
    return this.options.policy ?? DEFAULT_RESTART_POLICY;
  }

  /** The running child (a new one after each restart). */
  get service(): Service {
    return this.current;
  }

  get pid(): number | undefined {
    return this.current.pid;
  }

  /** Until supervise(), an exit is reported here and not restarted (a failed start-up). */
  get exited(): Promise<ServiceExit> {
    return this.current.exited;
  }

  get hasExited(): boolean {
    return this.current.hasExited;
  }

  get stopping(): boolean {
    return this.stopRequested;
  }

  recentOutput(): string[] {
    return this.current.recentOutput();
  }

  /** From now on, an exit means a restart. */
  supervise(): void {
    if (this.supervising) return;
    this.supervising = true;
    void this.watch(this.current);
  }

  private async watch(service: Service): Promise<void> {
    const exit = await service.exited;
    if (this.stopRequested) return;
    // Grandchildren of the dead process may still hold its ports.
    await service.stop();
    const ranMs = Date.now() - this.startedAt;
    if (ranMs >= this.policy.resetAfterMs) this.delayMs = this.policy.initialDelayMs;
    const delayMs = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.policy.maxDelayMs);
    this.options.log(
      `${this.name} ${describeExit(exit)} after ${formatSeconds(ranMs)}; restarting it in ${formatSeconds(delayMs)}.`,
    );
    try {
      await sleep(delayMs, undefined, { signal: this.wakeUp.signal });
    } catch {
      return; // stop() during the wait
    }
    if (this.stopRequested) return;
    this.restarts += 1;
    this.startedAt = Date.now();
    const next = new Service(this.spec, this.output);
    this.current = next;
    void this.watch(next);
    if (this.options.ready) void this.announceReady(next, this.startedAt);
  }

  private async announceReady(service: Service, startedAt: number): Promise<void> {
    const abort = new AbortController();
    void service.exited.then(() => abort.abort());
    try {
      await this.options.ready?.(abort.signal);
      if (!this.stopRequested && this.current === service)
        this.options.log(
          `${this.name} is back (restart ${this.restarts}, ready in ${formatSeconds(Date.now() - startedAt)}).`,
        );
    } catch {
      // It died again before it was ready: watch() reports that.
    }
  }

  stop(): Promise<ServiceExit> {
    this.stopRequested = true;
    this.wakeUp.abort();
    return this.current.stop();
  }

  kill(): void {
    this.stopRequested = true;
    this.wakeUp.abort();
    this.current.kill();
  }
}

function formatSeconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}
