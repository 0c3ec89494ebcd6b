// The embedded stack sets its Temporal namespace's retention (issue 42, item 3): `temporal server
// start-dev` creates `default` with 24 h; the stack makes it 72 h (or TEMPORAL_RETENTION), on a
// new data directory and again on one whose namespace already exists with another retention.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Connection } from '@temporalio/client';
import { scaled } from '@cgi/test-support/slowdown';
import { startStack } from './stack';

const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The `default` namespace's retention as the running server reports it, in hours. */
async function retentionHours(address: string): Promise<number> {
  const connection = await Connection.connect({ address });
  try {
    const described = await connection.workflowService.describeNamespace({ namespace: 'default' });
    return Number(described.config?.workflowExecutionRetentionTtl?.seconds ?? 0) / 3600;
  } finally {
    await connection.close();
  }
}

it(
  "reports the configured retention: 72 h by default, TEMPORAL_RETENTION's on a later start",
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-retention-'));
    dirs.push(dataDir);
    const start = (env: Record<string, string>) =>
      startStack({
        dataDir,
        services: ['temporal'],
        buildWeb: false,
        output: { write: () => true },
        log: () => {},
        env,
      });

    const first = await start({});
    try {
      expect(await retentionHours(first.urls.temporalAddress)).toBe(72);
    } finally {
      await first.stop();
    }
    // The same SQLite file: the namespace exists, created with 72 h; the new value replaces it.
    const second = await start({ TEMPORAL_RETENTION: '96h' });
    try {
      expect(await retentionHours(second.urls.temporalAddress)).toBe(96);
    } finally {
      await second.stop();
    }
  },
  scaled(180_000),
);
