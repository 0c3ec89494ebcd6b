// Cancelling an operation while one of its steps is in flight: the step finishes (its effect
// is recorded), the operation stops before the next one and its progress says which steps
// took effect. Slow platform calls make the cancel land mid-step. The same slow service also runs
// eight operations at once, each checked for a memo that ends as the operation did.
import { randomUUID } from 'node:crypto';
import { TASK_QUEUE, type OperationProgress } from '@cgi/workflows';
import { WorkflowFailedError } from '@temporalio/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { runOperation } from '@cgi/test-support/run-operation';
import { scaled } from '@cgi/test-support/slowdown';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv({ latencyMs: 300 });
});

afterAll(async () => {
  await env?.stop();
});

it(
  'finishes the step in flight, then stops and marks the rest as not run',
  async () => {
    const email = `cancel.${randomUUID().slice(0, 8)}@demo.com.ar`;
    const handle = await env.temporal.client.workflow.start('subscriberAddUser', {
      taskQueue: TASK_QUEUE,
      workflowId: `subscriber.addUser/100003/cancel-${randomUUID().slice(0, 6)}`,
      args: [
        {
          input: {
            subscriberNumber: '100003',
            email,
            firstName: 'Cancela',
            lastName: 'Da',
            userTypeCode: 'ORG-STAFF',
          },
          actor: { email: 'soporte@consola.test' },
          source: 'api',
        },
      ],
    });
    const deadline = Date.now() + scaled(30_000);
    for (;;) {
      const progress = await handle.query<OperationProgress>('progress');
      if (progress.steps.find((s) => s.key === 'createLoginAccount')?.status === 'running') break;
      if (Date.now() > deadline) throw new Error('never reached createLoginAccount');
      await new Promise((r) => setTimeout(r, 20));
    }
    await handle.cancel();
    const error = await handle.result().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowFailedError);
    const description = await handle.describe();
    expect(description.status.name).toBe('CANCELLED');
    const progress = (description.memo as { progress: OperationProgress }).progress;
    const status = Object.fromEntries(progress.steps.map((s) => [s.key, s.status]));
    expect(status).toEqual({
      checkCapacity: 'done',
      findLoginAccount: 'done',
      createIdentityAccount: 'done',
      // In flight when the cancel arrived: it finished and its effect is recorded.
      createLoginAccount: 'done',
      getOrganizationLinks: 'skipped',
      linkOrganization: 'skipped',
      sendInvite: 'skipped',
      assignUser: 'skipped',
    });
    expect(progress.steps.find((s) => s.key === 'sendInvite')?.note).toBe(
      'No se ejecutó: la operación fue cancelada',
    );
    expect(progress.error?.code).toBe('CANCELLED');
    // The login account exists: the step that finished took effect.
    const { loginAccount } = await env.platform.loginAccounts.byEmail(email);
    expect(loginAccount.email).toBe(email);
  },
  scaled(60_000),
);

it(
  'eight operations at once against a slow service: each memo ends as its operation did, one write per task at most',
  async () => {
    // runOperation checks, for each, that the memo's last copy is the final progress and that the
    // memo was written no more often than workflow tasks completed.
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        runOperation(env, {
          type: 'subscriber.addUser',
          workflowType: 'subscriberAddUser',
          target: '100003',
          input: {
            subscriberNumber: '100003',
            email: `memo.${i}.${randomUUID().slice(0, 8)}@demo.com.ar`,
            firstName: 'Memo',
            lastName: 'Concurrente',
            userTypeCode: 'ORG-STAFF',
          },
          actor: { email: 'soporte@consola.test' },
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual(Array(8).fill(true));
    for (const { progress } of outcomes) {
      expect(progress.steps.every((step) => step.status === 'done' || step.status === 'skipped')).toBe(true);
    }
  },
  scaled(120_000),
);
