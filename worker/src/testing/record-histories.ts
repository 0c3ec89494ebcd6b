// Records the histories of every closed workflow of a test server, for the replay tests
// (worker/src/replay.test.ts): with RECORD_HISTORIES=<dir>, each test environment writes, before
// it stops, the smallest history of each operation type and outcome it saw.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';

export async function recordHistories(client: Client, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for await (const execution of client.workflow.list({ query: 'ExecutionStatus != "Running"' })) {
    const outcome = execution.status.name.toLowerCase();
    const file = join(dir, `${execution.type}.${outcome}.json`);
    const history = await client.workflow.getHandle(execution.workflowId, execution.runId).fetchHistory();
    const json = historyToJSON(history);
    const existing = await readFile(file, 'utf8').catch(() => undefined);
    if (existing !== undefined && existing.length <= json.length) continue;
    await writeFile(file, json);
  }
}
