// 'Deshacer una operación' (issue 28): reviews the operation to undo (the gate, its state, the
// inverses its completed steps have), then runs each inverse as a step of its own, newest first,
// with the same step runner as any operation: each attempt visible, retried, logged, resumed by
// a retry without repeating what was undone. Each inverse is an idempotent activity, and its
// platform writes carry the key of this operation's effect, so a worker killed mid-call makes it
// once (see worker/src/activity-calls.ts).
import { proxyActivities } from '@temporalio/workflow';
import { actorName, type OperationEnvelope } from '../../core/operation-context';
import { initialProgress, type OperationProgress } from '../../core/progress';
import type { StepRunner } from '../../core/step-runner';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { UndoActivities } from './activities';
import type { OperationUndoInput } from './contracts';
import { OPERATION_UNDO, operationUndoSteps } from './activities';

const review = proxyActivities<UndoActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 1 },
});

/** The inverses are activities the undone operations already register, called by name. */
const inverses = proxyActivities<Record<string, (args: Record<string, unknown>) => Promise<unknown>>>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

export async function operationUndo(
  envelope: OperationEnvelope<OperationUndoInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, OPERATION_UNDO, operationUndoSteps, {
    code: 'STEP_FAILED',
    message: messages.undo.failed,
  });
  const plan = await runner.run('review', () =>
    // The actor is an argument, not a command: runs recorded without it replay the same.
    review.planUndo({
      operationId: input.operationId,
      roles: envelope.actor.roles ?? [],
      actor: { email: envelope.actor.email, name: actorName(envelope.actor) },
    }),
  );
  for (const step of initialProgress(plan.steps).steps) {
    if (!runner.progress.steps.some((known) => known.key === step.key)) runner.progress.steps.push(step);
  }
  runner.publish();
  // The plan's steps are known only now, added to the progress above: any key of theirs.
  const planned: StepRunner = runner;
  for (const step of plan.steps) {
    const inverse = inverses[step.activity]!;
    await planned.run(step.key, () => inverse(step.args));
  }
  const undone = messages.undo.undone(plan.steps.length);
  return runner.complete({
    message: plan.kept.length > 0 ? `${undone} ${messages.undo.kept(plan.kept)}` : undone,
    undone: plan.steps.length,
  });
}
