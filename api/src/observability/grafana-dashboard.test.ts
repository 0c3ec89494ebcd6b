// The Grafana dashboard shipped in deploy/ against what the console publishes: every metric a
// panel reads is one the api or the worker registers (the api's test, since it sees both).
import { readFile } from 'node:fs/promises';
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { createOperationMetrics } from '../../../worker/src/observability/operation-metrics';
import { createApiMetrics } from './metrics';

it('the Grafana dashboard in deploy/ reads only metrics the api and the worker publish', async () => {
  const dashboard = JSON.parse(
    await readFile(new URL('../../../deploy/grafana/operations-dashboard.json', import.meta.url), 'utf8'),
  ) as { panels: { targets: { expr: string }[] }[] };
  const registry = new Registry();
  createOperationMetrics(registry);
  const published = new Set(
    [...(await registry.getMetricsAsJSON()), ...(await createApiMetrics().registry.getMetricsAsJSON())].map(
      (metric) => metric.name,
    ),
  );
  const used = new Set(
    dashboard.panels
      .flatMap((panel) => panel.targets.map((target) => target.expr))
      .flatMap((expr) => expr.match(/console_[a-z_]+/g) ?? [])
      .map((name) => name.replace(/_(bucket|sum|count)$/, '')),
  );
  expect(used.size).toBeGreaterThanOrEqual(7);
  for (const name of used) expect(published, name).toContain(name);
});
