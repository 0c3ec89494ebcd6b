// One dependency check with its own deadline: whatever the dependency does (refuses, hangs,
// answers slowly), the probe settles by the deadline, so health answers in bounded time.
export interface ComponentState {
  status: 'up' | 'down';
  detail?: string;
  /** How long the check took (the deadline when it timed out). */
  latencyMs: number;
}

/** A check resolves with an optional detail when the dependency is up and throws when it is not. */
export type Check = (signal: AbortSignal) => Promise<string | undefined>;

export async function probe(check: Check, timeoutMs: number): Promise<ComponentState> {
  const startedAt = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`sin respuesta en ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const detail = await Promise.race([check(controller.signal), deadline]);
    return { status: 'up', ...(detail ? { detail } : {}), latencyMs: elapsed(startedAt) };
  } catch (error) {
    return { status: 'down', detail: messageOf(error), latencyMs: elapsed(startedAt) };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(startedAt: number): number {
  return Math.round(performance.now() - startedAt);
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // gRPC errors carry the whole status line; its first line says enough.
  return message.split('\n')[0]!.slice(0, 300);
}
