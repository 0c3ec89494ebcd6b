// The record's upkeep workflows, each started by its Temporal Schedule (contract.ts), and the
// stream's loop, which the worker starts.
import { condition, continueAsNew, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import {
  CATCH_UP_WINDOW_MS,
  STREAM_NOW_SIGNAL,
  type CatchUpRun,
  type PurgeRun,
  type RecordStreamActivities,
  type RecordUpkeepActivities,
} from './contract';

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

/** Ticks per run before continuing as new (a tick is about six history events). */
const STREAM_TICKS_PER_RUN = 300;

const streamNow = defineSignal(STREAM_NOW_SIGNAL);

/**
 * Delivers the record to the organization's audit store for as long as the namespace lives: each
 * tick sends what is after the receiver's acknowledged cursor (the activity keeps no state of its
 * own), then waits the time it asked for, or less if signalled.
 */
export async function recordStream(options: { ticksPerRun?: number } = {}): Promise<void> {
  const { streamRecord } = proxyActivities<RecordStreamActivities>({
    startToCloseTimeout: '5 minutes',
    heartbeatTimeout: '1 minute',
    retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
  });
  let wake = false;
  setHandler(streamNow, () => {
    wake = true;
  });
  const ticks = options.ticksPerRun ?? STREAM_TICKS_PER_RUN;
  for (let tick = 0; tick < ticks; tick++) {
    wake = false;
    const { waitMs } = await streamRecord();
    if (waitMs > 0) await condition(() => wake, waitMs);
  }
  await continueAsNew<typeof recordStream>(options);
}
