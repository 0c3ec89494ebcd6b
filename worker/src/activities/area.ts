// What one area of operations gives the worker, declared beside its activities (each area's
// file ends with its `...Area`): the activities it registers and the element processor of each
// of its bulk operation types. areas.ts lists the areas; index.ts collects them, so a new
// operation of an existing area edits only its area's file here.
import type { PlatformClient } from '@cgi/platform/client';
import type { FollowUps } from '@cgi/workflows';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { Client } from '@temporalio/client';
import type { ApprovalPolicyReader } from './approval-policies';
import type { BulkProcessor } from './bulk';

/** What an area's activities are built from. */
export interface AreaDeps {
  platform: PlatformClient;
  /** Reads and starts other operations (retries, bulk retry). */
  temporal: Client;
  /** A retry's workflow id and search attributes hold pseudonyms of personal values (the api's keys). */
  pseudonyms: Pseudonyms;
  /** The approval policy each type follows now; null where approvals are off. */
  approvalPolicy: ApprovalPolicyReader | null;
  /** Which run follows each failed operation, its retry or its undo (the console's store). */
  followUps: FollowUps;
}

export interface AreaRegistration {
  /** Registered with the worker under their property names (the workflows' proxies call them). */
  activities: object;
  /** By operation type: how one element of each of the area's bulk operations is processed. */
  bulkProcessors?: Readonly<Record<string, BulkProcessor>>;
}

export type WorkerArea = (deps: AreaDeps) => AreaRegistration;

export function defineArea(area: WorkerArea): WorkerArea {
  return area;
}
