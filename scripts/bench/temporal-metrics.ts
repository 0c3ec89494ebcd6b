// What the benchmark reads from the Temporal dev server's metrics: persistence requests and the
// server's own time in StartWorkflowExecution.

/** Temporal's persistence requests so far, by operation (its dev server's `persistence_requests`). */
export async function persistenceRequests(port: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (!line.startsWith('persistence_requests{')) continue;
      const operation = /operation="([^"]+)"/.exec(line)?.[1] ?? '?';
      counts.set(operation, (counts.get(operation) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
  } catch {
    // No metrics: the line is left out.
  }
  return counts;
}

/** Persistence requests per workflow between two readings, the most frequent first. */
export function persistencePerRun(before: Map<string, number>, after: Map<string, number>, runs: number) {
  return [...after]
    .map(([operation, count]) => [operation, (count - (before.get(operation) ?? 0)) / runs] as const)
    .filter(([, perRun]) => perRun >= 0.05)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Temporal's own time in StartWorkflowExecution so far (its frontend's `service_latency`), read
 * from the dev server's metrics: how much of the start call is Temporal's and how much the api's.
 */
export async function temporalStartLatency(port: number): Promise<{ seconds: number; count: number } | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const read = (series: string) =>
      text
        .split('\n')
        .filter(
          (line) =>
            line.startsWith(`${series}{`) &&
            line.includes('operation="StartWorkflowExecution"') &&
            line.includes('service_name="frontend"') &&
            line.includes('namespace="default"'),
        )
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    return { seconds: read('service_latency_sum'), count: read('service_latency_count') };
  } catch {
    return null;
  }
}
