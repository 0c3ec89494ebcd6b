// The record's upkeep workflows as their schedules run them, on the real worker: the hourly
// catch-up finds what the worker recorded already and adds nothing; the purge removes what is
// older than the retention (here a millisecond, so everything), keeps the chain verifiable and
// is itself kept in the jobs table. Their closed histories also feed the replay test.
import { createRecordJobs, verifyChain } from '@cgi/console-store';
import { randomUUID } from 'node:crypto';
import { indexedSearchAttributes, TASK_QUEUE, type OperationMemo } from '@cgi/workflows';
import type { CatchUpRun, PurgeRun } from '@cgi/workflows/record';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startOperationsTestEnv,
  testPseudonyms,
  type OperationsTestEnv,
} from '@cgi/test-support/operations-env';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv({ recordRetentionMs: 1 });
});

afterAll(async () => {
  await env?.stop();
});

const entriesOf = async (operationId: string) =>
  Number(
    (
      await env.consoleDb.query<{ n: string }>(
        'select count(*)::text as n from operation_record where operation_id = $1',
        [operationId],
      )
    )[0]!.n,
  );

const runUpkeep = <T>(workflowType: 'recordCatchUp' | 'recordPurge') =>
  env.temporal.client.workflow.execute(workflowType, {
    taskQueue: TASK_QUEUE,
    workflowId: `${workflowType}-${Date.now()}`,
  }) as Promise<T>;

it('the catch-up adds nothing the worker recorded; the purge removes what retention let go, and both are kept as jobs', async () => {
  const organization = await env.platform.organizations.byId(21);
  const input = {
    organizationId: 21,
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationTypeId: organization.organizationTypeId,
    organizationMaxAccessCount: organization.organizationMaxAccessCount ?? 5,
  };
  // As the api starts it: the memo and search attributes name the operation, so its end is recorded.
  const memo: OperationMemo = {
    type: 'organization.edit',
    target: '21',
    actor: 'soporte@consola.test',
    source: 'api',
    reason: null,
    input,
    inputHash: randomUUID(),
  };
  const operationId = `organization.edit/21/${randomUUID().slice(0, 8)}`;
  await env.temporal.client.workflow.execute('organizationEdit', {
    taskQueue: TASK_QUEUE,
    workflowId: operationId,
    args: [{ input, actor: { email: memo.actor }, source: 'api' }],
    memo: memo as unknown as Record<string, unknown>,
    typedSearchAttributes: indexedSearchAttributes(memo, testPseudonyms.of),
  });
  const outcome = { id: operationId };
  const recorded = await entriesOf(outcome.id);
  expect(recorded).toBeGreaterThan(0);

  const catchUp = await runUpkeep<CatchUpRun>('recordCatchUp');
  expect(catchUp.seen).toBeGreaterThanOrEqual(1);
  expect(catchUp.added).toBe(0);
  expect(await entriesOf(outcome.id)).toBe(recorded);

  const purge = await runUpkeep<PurgeRun>('recordPurge');
  expect(purge.entries).toBeGreaterThanOrEqual(recorded);
  expect(purge.operations).toBeGreaterThanOrEqual(1);
  expect(await entriesOf(outcome.id)).toBe(0);
  const runs = await env.consoleDb.query('select 1 from operation_runs where operation_id = $1', [
    outcome.id,
  ]);
  expect(runs).toHaveLength(0);
  expect((await verifyChain(env.consoleDb)).ok).toBe(true);

  const jobs = await createRecordJobs(env.consoleDb).latest(10);
  const purgeJob = jobs.find((job) => job.job === 'purga');
  const catchUpJob = jobs.find((job) => job.job === 'puesta al día');
  expect(purgeJob?.endedAt).not.toBeNull();
  expect(purgeJob?.summary).toMatchObject({ entries: purge.entries, operations: purge.operations });
  expect(catchUpJob?.summary).toMatchObject({ seen: catchUp.seen, added: 0 });
});
