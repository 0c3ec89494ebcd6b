// At a worker's start, once per console database: what Temporal holds and the outcome rows kept
// before the record are copied into the record (the same as `npm run record:copy`). In the
// background: the worker polls meanwhile, and a copy cut off half-way is taken up at the next
// start (appending is idempotent).
import { copyLegacyOutcomes, createRecordJobs, type Db, type RecordWriter } from '@cgi/console-store';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { Client } from '@temporalio/client';
import { copyFromTemporal } from '../record-copy';

export const FIRST_COPY_JOB = 'copia inicial';

export async function copyIntoRecordOnce(deps: {
  db: Db;
  writer: RecordWriter;
  temporal: Client;
  pseudonyms: Pseudonyms;
}): Promise<{ copied: number; legacy: number } | null> {
  const jobs = createRecordJobs(deps.db);
  if (await jobs.everSucceeded(FIRST_COPY_JOB)) return null;
  return jobs.run(FIRST_COPY_JOB, async () => {
    const legacy = await copyLegacyOutcomes(deps.db, (value) => deps.pseudonyms.of(value));
    const { added } = await copyFromTemporal(deps.temporal, deps.writer, deps.pseudonyms);
    return { copied: added, legacy: legacy.copied };
  });
}
