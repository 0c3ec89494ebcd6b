// The import graph has no circle and no arrow back up the layers (scripts/lib/import-graph.ts):
// the test harness is its own workspace, production code never imports it, and no lower
// workspace reaches into a higher one.
import { expect, it } from 'vitest';
import { circles, readImportGraph, upArrows, type ImportGraph } from './lib/import-graph';
import { PROJECT_ROOT } from './lib/temporal-cli';

const graph = (edges: Record<string, string[]>): ImportGraph => ({
  files: Object.keys(edges),
  edges: new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)])),
});

it('finds a circle, an arrow up a layer and production code importing the harness', () => {
  const sample = graph({
    'worker/src/a.ts': ['worker/src/b.ts', 'api/src/app.ts'],
    'worker/src/b.ts': ['worker/src/a.ts'],
    'worker/src/c.test.ts': ['test-support/src/api-env.ts', 'platform/src/index.ts'],
    'api/src/app.ts': ['test-support/src/api-env.ts'],
    'test-support/src/api-env.ts': ['api/src/app.ts', 'scripts/lib/ports.ts'],
    'web/src/x.ts': ['api/src/app.ts', 'workflows/src/index.ts'],
    'platform/src/index.ts': [],
    'scripts/lib/ports.ts': [],
    'workflows/src/index.ts': [],
  });
  expect(circles(sample)).toEqual([
    ['api/src/app.ts', 'test-support/src/api-env.ts'],
    ['worker/src/a.ts', 'worker/src/b.ts'],
  ]);
  expect(upArrows(sample)).toEqual([
    { from: 'worker/src/a.ts', to: 'api/src/app.ts' },
    { from: 'api/src/app.ts', to: 'test-support/src/api-env.ts' },
    { from: 'web/src/x.ts', to: 'api/src/app.ts' },
  ]);
});

it('the repository has no circle and no arrow back up', () => {
  const repository = readImportGraph(PROJECT_ROOT);
  expect(repository.files.length).toBeGreaterThan(500);
  expect(circles(repository)).toEqual([]);
  expect(upArrows(repository)).toEqual([]);
});
