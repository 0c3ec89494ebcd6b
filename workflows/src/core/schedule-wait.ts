// Inside a workflow: the durable wait of a run started for a later time, after the api's start
// checks and any approval (so it runs at the later of its time and its approval), before its
// first step. Moving the time is an Update whose validator refuses a past or too distant time
// and a run that already went on; the handler checks again, so of concurrent moves each one
// that is accepted is recorded, and the last one holds. A cancel while it waits ends it with
// nothing done. The time is a durable timer: a worker restart loses nothing.
import { ApplicationFailure, condition, isCancellation, setHandler } from '@temporalio/workflow';
import type { OperationProgress } from './progress';
import {
  refuseNotBefore,
  rescheduleUpdate,
  scheduleMessages,
  type RescheduleRequest,
  type ScheduleProgress,
  type ScheduleState,
} from './schedule';
import { indexWaitState, type WaitGate } from './wait-gate';

const setIndexedState = (state: ScheduleState) => indexWaitState('schedule', state);

/**
 * Puts the schedule into the progress and accepts new times from now on (one may come while
 * the run still reads its input or waits for approval); call before the first await of the run.
 * Its gate waits until its time (returns), or ends the run cancelled (throws).
 */
export function listenForSchedule(progress: OperationProgress, notBefore: string): WaitGate {
  const schedule: ScheduleProgress = { state: 'waiting', notBefore, changes: [] };
  progress.schedule = schedule;

  const refuse = (request: RescheduleRequest) => {
    if (schedule.state !== 'waiting') {
      throw ApplicationFailure.create({
        type: 'ALREADY_STARTED',
        message: scheduleMessages.alreadyStarted,
        nonRetryable: true,
      });
    }
    const refusal = refuseNotBefore(request.notBefore, Date.now());
    if (refusal)
      throw ApplicationFailure.create({ type: refusal.code, message: refusal.message, nonRetryable: true });
  };
  setHandler(
    rescheduleUpdate,
    (request) => {
      // Again in the handler: validators of updates delivered together all ran before any handler.
      refuse(request);
      const to = new Date(request.notBefore).toISOString();
      schedule.changes.push({
        by: request.by,
        at: new Date().toISOString(),
        source: request.source,
        from: schedule.notBefore,
        to,
      });
      schedule.notBefore = to;
      return { state: schedule.state, notBefore: schedule.notBefore };
    },
    { validator: refuse },
  );

  return {
    async wait(runner) {
      runner.note(scheduleMessages.scheduledLog(notBefore));
      let logged = 0;
      try {
        for (;;) {
          for (; logged < schedule.changes.length; logged++) {
            const c = schedule.changes[logged]!;
            runner.note(scheduleMessages.rescheduledLog(c.by, c.source, c.from, c.to));
          }
          runner.publish();
          const remaining = Date.parse(schedule.notBefore) - Date.now();
          if (remaining <= 0) break;
          await condition(() => schedule.changes.length > logged, remaining);
        }
      } catch (error) {
        if (!isCancellation(error)) throw error;
        schedule.state = 'cancelled';
        setIndexedState('cancelled');
        return await runner.cancelBeforeSteps(scheduleMessages.cancelled);
      }
      schedule.state = 'started';
      schedule.startedAt = new Date().toISOString();
      setIndexedState('started');
      runner.note(scheduleMessages.startedLog);
      runner.publish();
    },
  };
}
