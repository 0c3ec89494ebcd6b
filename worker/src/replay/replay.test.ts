// Operations already running must survive a change of workflow code: every history recorded
// here (one per workflow type and outcome, from earlier versions of the code; see
// test-support/src/record-histories.ts) must replay against today's workflows without a
// nondeterminism error. A change that alters the commands of an existing history needs a
// `patched()` branch (see core/step-runner.ts for one).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { beforeAll, describe, expect, it } from 'vitest';
import { testWorkflowBundle } from '@cgi/test-support/workflow-bundle';
import { workflowCode } from '../workflow-bundle';
import { REPLAY_FIXTURE_KEY } from './fixture-key';
import { consoleDataConverter } from '@cgi/workflows/codec';
import { scaled } from '@cgi/test-support/slowdown';

const dir = fileURLToPath(new URL('./histories/', import.meta.url));

interface Recorded {
  file: string;
  workflowId: string;
  history: ReturnType<typeof historyFromJSON>;
}

let recorded: Recorded[] = [];

beforeAll(async () => {
  try {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
  } catch {
    // Installed already by another test in this process.
  }
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  recorded = await Promise.all(
    files.map(async (file) => ({
      file,
      workflowId: file.replace(/\.json$/, ''),
      history: historyFromJSON(JSON.parse(await readFile(dir + file, 'utf8'))),
    })),
  );
});

describe('replay of recorded histories', () => {
  it('covers every workflow the worker registers', async () => {
    const registered = Object.keys(await import('@cgi/workflows/workflows'));
    const covered = new Set(recorded.map((r) => r.file.split('.')[0]));
    expect(registered.filter((name) => !covered.has(name))).toEqual([]);
  });

  it(
    'replays every one of them without a nondeterminism error',
    async () => {
      const failures: string[] = [];
      // Today's workflows as the workers load them: the bundle of the current sources (with the
      // interceptors), from the cache when another run built it already.
      const { workflowModules, ...code } = workflowCode(await testWorkflowBundle());
      const results = Worker.runReplayHistories(
        {
          ...code,
          replayName: 'replay-test',
          interceptors: { workflowModules },
          dataConverter: consoleDataConverter([REPLAY_FIXTURE_KEY]),
        },
        recorded.map(({ workflowId, history }) => ({ workflowId, history })),
      );
      for await (const result of results) {
        if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
      }
      expect(failures).toEqual([]);
      expect(recorded.length).toBeGreaterThan(0);
    },
    scaled(300_000),
  );
});
