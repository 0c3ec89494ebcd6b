// The record's upkeep activities (workflows/src/record): the purge of what is older than the
// console's retention, and the catch-up copy of ends the worker could not write.
import { purgeRecord, type Db, type RecordJobs, type RecordWriter } from '@cgi/console-store';
import type { RecordUpkeepActivities } from '@cgi/workflows/record';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { Client } from '@temporalio/client';
import { copyFromTemporal } from '../record-copy';

export interface RecordUpkeepDeps {
  db: Db;
  writer: RecordWriter;
  jobs: RecordJobs;
  temporal: Client;
  pseudonyms: Pseudonyms;
  /** How long the record keeps an entry (CONSOLE_RECORD_RETENTION). */
  retentionMs: number;
}

export function createRecordUpkeepActivities(deps: RecordUpkeepDeps): RecordUpkeepActivities {
  return {
    purgeRecord: () =>
      deps.jobs.run('purga', () =>
        purgeRecord(deps.db, deps.writer, new Date(Date.now() - deps.retentionMs)),
      ),
    catchUpRecord: ({ closedAfter }) =>
      deps.jobs.run('puesta al día', () =>
        copyFromTemporal(deps.temporal, deps.writer, deps.pseudonyms, { closedAfter: new Date(closedAfter) }),
      ),
  };
}
