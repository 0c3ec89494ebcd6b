// Moving a scheduled operation that has not started to another time.
import { isActive, rescheduleUpdate, type OperationSource } from '@cgi/workflows';
import { WorkflowUpdateFailedError, ApplicationFailure, WorkflowNotFoundError } from '@temporalio/client';
import { actorOf, type AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import { checkedNotBefore, rescheduleRefusalStatus } from '../schedule';
import type { ServiceContext } from './context';
import type { FollowUpActions } from './follow-ups';

export function createReschedule(ctx: ServiceContext, deps: { followUps: FollowUpActions }) {
  const { client } = ctx;
  const { mayAct } = deps.followUps;

  /**
   * Gives a scheduled operation that has not started a new time: whoever may start its type
   * and read it (support engineers, or the one who started it), then the workflow's Update,
   * whose validator refuses a past or too distant time and a run that already went on. The
   * change is recorded (who, when, from where) in the operation's event log.
   */
  async function reschedule(
    id: string,
    request: { auth: AuthContext; source: OperationSource; notBefore: string },
  ) {
    const { run } = await mayAct(id, 'reschedule', request.auth);
    const notBefore = checkedNotBefore(request.notBefore)!;
    const notScheduled = () => new HttpError(409, 'NOT_SCHEDULED', apiMessages.notScheduled);
    if (!isActive(run.status)) throw notScheduled();
    const schedule = run.progress.schedule;
    if (schedule && schedule.state !== 'waiting') throw notScheduled();
    try {
      return await client.workflow.getHandle(id).executeUpdate(rescheduleUpdate, {
        args: [{ by: actorOf(request.auth), source: request.source, notBefore }],
      });
    } catch (error) {
      const cause = error instanceof WorkflowUpdateFailedError ? error.cause : undefined;
      if (cause instanceof ApplicationFailure && cause.type && cause.type in rescheduleRefusalStatus) {
        const status = rescheduleRefusalStatus[cause.type as keyof typeof rescheduleRefusalStatus];
        if (status === 409) throw new HttpError(409, cause.type, cause.message);
        throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { notBefore: cause.message });
      }
      // No handler (a run started to run at once) or a run that ended meanwhile.
      if (error instanceof WorkflowUpdateFailedError || error instanceof WorkflowNotFoundError)
        throw notScheduled();
      throw error;
    }
  }

  return { reschedule };
}

export type Reschedule = ReturnType<typeof createReschedule>;
