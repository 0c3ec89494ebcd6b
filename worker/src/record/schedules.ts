// The worker keeps the record's upkeep schedules (one per namespace: every worker makes sure they
// exist at its start, as it does the alerts' evaluator): the purge once a day at 03:30 in Buenos
// Aires, the catch-up every hour. Overlapping runs are skipped, never stacked.
import {
  RECORD_CATCH_UP_SCHEDULE_ID,
  RECORD_PURGE_SCHEDULE_ID,
  RECORD_STREAM_ID,
} from '@cgi/workflows/record';
import { WorkflowIdConflictPolicy } from '@temporalio/common';
import { CONSOLE_TIME_ZONE } from '@cgi/console-store';
import {
  ScheduleAlreadyRunning,
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptions,
} from '@temporalio/client';

function schedules(taskQueue: string): ScheduleOptions[] {
  const policies = { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' } as const;
  return [
    {
      scheduleId: RECORD_PURGE_SCHEDULE_ID,
      spec: { calendars: [{ hour: 3, minute: 30 }], timezone: CONSOLE_TIME_ZONE },
      action: { type: 'startWorkflow', workflowType: 'recordPurge', taskQueue, args: [] },
      policies,
    },
    {
      scheduleId: RECORD_CATCH_UP_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 hour' }] },
      action: { type: 'startWorkflow', workflowType: 'recordCatchUp', taskQueue, args: [] },
      policies,
    },
  ];
}

export async function ensureRecordSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const options of schedules(taskQueue)) {
    try {
      await client.schedule.create(options);
    } catch (error) {
      // Created by an earlier start (or another worker): it stays as it is.
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
  }
}

/** The stream's loop (one per namespace: a second worker finds it running). */
export async function ensureRecordStream(client: Client, taskQueue: string): Promise<void> {
  await client.workflow.start('recordStream', {
    workflowId: RECORD_STREAM_ID,
    taskQueue,
    args: [],
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
  });
}
