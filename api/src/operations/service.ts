// Starts, lists, reads, retries and cancels operations (Temporal workflows) on behalf of an
// authenticated caller: the rooms of service/, each a function of what it needs, composed here.
import { createApprovals } from './service/approvals';
import { createBulkRetry } from './service/bulk-retry';
import { createServiceContext, type OperationsServiceOptions } from './service/context';
import { createElements } from './service/elements';
import { createFollowUps } from './service/follow-ups';
import { createNames } from './service/names';
import { createReads } from './service/reads';
import { createRecordEntries } from './service/record-entries';
import { createReschedule } from './service/reschedule';
import { createStart } from './service/start';

export type { OperationsServiceOptions } from './service/context';
export { mayRead, shownTo } from './service/rules';

export function createOperationsService(options: OperationsServiceOptions) {
  const ctx = createServiceContext(options);
  const names = createNames(ctx);
  const reads = createReads(ctx, { names });
  const records = createRecordEntries(ctx);
  const start = createStart(ctx, { reads, records });
  const followUps = createFollowUps(ctx, { reads, records });
  return {
    ...reads,
    relatedName: names.relatedName,
    ...start,
    ...followUps,
    ...createBulkRetry(ctx, { reads, start }),
    ...createElements(ctx, { reads, names }),
    ...createApprovals(ctx, { reads, names, records }),
    ...createReschedule(ctx, { followUps }),
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
