// Every activity the worker registers: the core ones (event log, bulk runtime) and each area's
// (areas.ts), with the bulk runtime fed every area's element processors.
import type { PlatformClient } from '@cgi/platform/client';
import type { BulkElements } from '@cgi/console-store';
import type { Client } from '@temporalio/client';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { FollowUps } from '@cgi/workflows';
import type { ApprovalPolicyReader } from './approval-policies';
import type { WorkerArea } from './area';
import { workerAreas } from './areas';
import { createEventLogActivities } from './event-log';
import { createBulkActivities, type BulkConfig, type BulkProcessor } from './bulk';

export interface ActivityDeps {
  platform: PlatformClient;
  /** Reads and starts other operations (retries, bulk retry). */
  temporal: Client;
  /** The elements of bulk operations, in the console's store. */
  elements: BulkElements;
  bulk?: Partial<BulkConfig>;
  /** A retry's workflow id and search attributes hold pseudonyms of personal values (the api's keys). */
  pseudonyms: Pseudonyms;
  /** The approval policy each type follows now (approval-policies.ts); absent or null: approvals off. */
  approvalPolicy?: ApprovalPolicyReader | null;
  /** Which run follows each failed operation, its retry or its undo (the console's store). */
  followUps: FollowUps;
}

export function createActivities(
  { platform, temporal, elements, bulk, pseudonyms, followUps, approvalPolicy = null }: ActivityDeps,
  areas: readonly WorkerArea[] = workerAreas,
): Record<string, unknown> {
  const built = areas.map((area) => area({ platform, temporal, pseudonyms, approvalPolicy, followUps }));
  const processors = collect<BulkProcessor>(
    built.map((area) => area.bulkProcessors ?? {}),
    'el procesador de elementos de',
  );
  return collect(
    [
      createEventLogActivities(platform),
      createBulkActivities({ elements, processors, config: bulk }),
      ...built.map((area) => area.activities),
    ],
    'la actividad',
  );
}

/**
 * One object of every part's entries. Two parts naming the same one would leave one of them
 * silently unregistered, so the worker refuses to start instead.
 */
function collect<T>(parts: readonly object[], what: string): Record<string, T> {
  const all: Record<string, T> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(all, name)) throw new Error(`Dos áreas registran ${what} ${name}`);
      all[name] = value as T;
    }
  }
  return all;
}
