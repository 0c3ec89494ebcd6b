// The worker starts the alerts' evaluator when it starts (one per namespace: a second worker
// finds it running), so alerts need no separate process.
import { ALERT_EVALUATOR_ID } from '@cgi/workflows/alerts';
import type { Client } from '@temporalio/client';
import { WorkflowIdConflictPolicy } from '@temporalio/common';

export async function ensureAlertEvaluator(client: Client, taskQueue: string): Promise<void> {
  await client.workflow.start('alertEvaluator', {
    workflowId: ALERT_EVALUATOR_ID,
    taskQueue,
    args: [],
    workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
  });
}
