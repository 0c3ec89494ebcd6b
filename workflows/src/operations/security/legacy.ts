// The implementation before the elements moved to the console's store (issue 12), kept so the
// runs started with it replay and finish the same way (see core/bulk.ts: BULK_ELEMENTS_IN_STORE).
// Frozen: never change what it does.
import { proxyActivities, sleep } from '@temporalio/workflow';
import { asBusinessRejection } from '../../core/business-failure';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { describeError } from '../../core/failure-causes';
import type { ItemOutcome } from '../../core/step-runner';
import { startOperationRunner } from '../operation-runner';
import type { SecurityActivities } from './activities';
import type { SessionsRevokeAllInput } from './contracts';
import { securityMessages as m } from './messages';
import { SESSIONS_REVOKE_ALL, sessionsRevokeAllSteps } from './activities';

const activities = proxyActivities<SecurityActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 1 },
});

/**
 * 'Eliminar todas las sesiones': the original app revoked one session after another. Here each
 * activity revokes a batch of sessions (a few at a time, with its own retries per session) and
 * several batches run at once, so a user with hundreds of sessions costs tens of workflow
 * tasks, not hundreds, and the progress still tells each session apart.
 */
const REVOKE_BATCH_SIZE = 10;
/** Sessions in flight across batches (REVOKE_IN_FLIGHT / REVOKE_BATCH_SIZE batches at once). */
const REVOKE_IN_FLIGHT = 40;
/** Attempts of a whole batch (the worker lost it, a timeout) before its sessions count as failed. */
const REVOKE_BATCH_ATTEMPTS = 3;
const REVOKE_BACKOFF_MS = 300;
/** Progress is published every this many sessions: the memo holds them all, each publish is history. */
const REVOKE_PUBLISH_EVERY = 25;

function batchedRevocations(): (uuidDeviceSession: string) => Promise<ItemOutcome> {
  let waiting: { uuid: string; resolve: (outcome: ItemOutcome) => void }[] = [];
  let scheduled = false;

  const runBatch = async (batch: typeof waiting) => {
    const uuids = batch.map((entry) => entry.uuid);
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await activities.revokeSessions({ uuidDeviceSessions: uuids });
        for (const entry of batch) {
          const outcome = outcomes.find((o) => o.uuidDeviceSession === entry.uuid);
          entry.resolve(
            outcome?.outcome === 'revoked'
              ? { status: 'done', note: m.sessionRemoved }
              : outcome?.outcome === 'gone'
                ? { status: 'skipped', note: m.sessionAlreadyGone }
                : { status: 'failed', error: outcome?.error ?? m.sessionNotRemoved },
          );
        }
        return;
      } catch (error) {
        const rejection = asBusinessRejection(error);
        if (rejection || attempt >= REVOKE_BATCH_ATTEMPTS) {
          const text = rejection?.message ?? describeError(error);
          for (const entry of batch) entry.resolve({ status: 'failed', error: text });
          return;
        }
      }
      await sleep(REVOKE_BACKOFF_MS * attempt);
    }
  };

  const flush = () => {
    scheduled = false;
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += REVOKE_BATCH_SIZE)
      void runBatch(all.slice(i, i + REVOKE_BATCH_SIZE));
  };

  return (uuid) =>
    new Promise<ItemOutcome>((resolve) => {
      waiting.push({ uuid, resolve });
      if (!scheduled) {
        scheduled = true;
        void Promise.resolve().then(flush);
      }
    });
}

/** The mode before the input is loaded (a retry may carry only resumeFrom): decides the generic text. */
export async function legacySessionsRevokeAll(
  envelope: OperationEnvelope<SessionsRevokeAllInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    SESSIONS_REVOKE_ALL,
    sessionsRevokeAllSteps,
    { code: 'STEP_FAILED', message: m.sessionsLoadFailed },
  );
  const sessions = await runner.run('listSessions', () =>
    activities.listSessions({ loginAccountId: input.loginAccountId, email: input.email }),
  );
  runner.progress.items = sessions.map((session) => ({
    key: session.uuidDeviceSession,
    label: session.label,
    status: 'pending',
    startedAt: null,
    finishedAt: null,
  }));
  runner.publish();

  const revoke = batchedRevocations();
  await runner.runItems('revoke', (item) => revoke(item.key), {
    concurrency: REVOKE_IN_FLIGHT,
    publishEvery: REVOKE_PUBLISH_EVERY,
    logEachItem: false,
    failure: (failed, total) => ({ code: 'ITEMS_FAILED', message: m.sessionsItemsFailed(failed, total) }),
  });
  const items = runner.progress.items ?? [];
  return runner.complete({
    message: items.length === 0 ? m.sessionsNone : m.sessionsRemoved,
    revoked: items.filter((item) => item.status === 'done').length,
    skipped: items.filter((item) => item.status === 'skipped').length,
  });
}
