// The record's upkeep workflows, each started by its Temporal Schedule (contract.ts).
import { proxyActivities } from '@temporalio/workflow';
import { CATCH_UP_WINDOW_MS, type CatchUpRun, type PurgeRun, type RecordUpkeepActivities } from './contract';

const { purgeRecord, catchUpRecord } = proxyActivities<RecordUpkeepActivities>({
  startToCloseTimeout: '1 hour',
  heartbeatTimeout: '2 minutes',
  retry: {
    initialInterval: '10 seconds',
    backoffCoefficient: 2,
    maximumInterval: '10 minutes',
    maximumAttempts: 10,
  },
});

export async function recordPurge(): Promise<PurgeRun> {
  return purgeRecord();
}

export async function recordCatchUp(): Promise<CatchUpRun> {
  return catchUpRecord({ closedAfter: new Date(Date.now() - CATCH_UP_WINDOW_MS).toISOString() });
}
