// Records the histories of every closed workflow of a test server, for the replay tests
// (worker/src/replay.test.ts): with RECORD_HISTORIES=<dir>, each test environment writes, before
// it stops, the smallest history of each workflow type and outcome it saw, as the Temporal CLI
// prints it (`temporal workflow show -o json`, the format Worker.runReplayHistories reads).
// While recording, the test environments encrypt with the fixtures' key (replay/fixture-key.ts),
// so the replay test can read the payloads back. Add a new recording beside the old ones with a
// version suffix (`<type>.<outcome>.v3.json`): the old ones keep proving the old code paths.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Client } from '@temporalio/client';

const run = promisify(execFile);

export async function recordHistories(
  client: Client,
  address: string,
  cli: string,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  for await (const execution of client.workflow.list({ query: 'ExecutionStatus != "Running"' })) {
    const outcome = execution.status.name.toLowerCase();
    const file = join(dir, `${execution.type}.${outcome}.json`);
    const { stdout } = await run(
      cli,
      [
        'workflow',
        'show',
        '--address',
        address,
        // The test files share one server, each in a namespace of its own.
        '--namespace',
        client.options.namespace,
        '-w',
        execution.workflowId,
        '-r',
        execution.runId,
        '-o',
        'json',
      ],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    const existing = await readFile(file, 'utf8').catch(() => undefined);
    if (existing !== undefined && existing.length <= stdout.length) continue;
    await writeFile(file, stdout);
  }
}
