// Every activity the worker registers, built from its dependencies.
import type { PlatformClient } from '@cgi/platform/client';
import type { BulkElements } from '@cgi/console-store';
import type { Client } from '@temporalio/client';
import type { Pseudonyms } from '@cgi/workflows/codec';
import { createEventLogActivities } from './event-log';
import { createOperationsActivities } from './operations';
import { createBulkActivities, type BulkConfig } from './bulk';
import { createBulkProcessors } from './bulk-processors';
import { createSubscriberAddUserActivities } from './subscriber-add-user';
import { createSubscriberCreateActivities } from './subscriber-create';
import { createSubscriberUserActivities } from './subscriber-users';
import { createOrganizationActivities } from './organizations';
import { createStorageActivities } from './storage';
import { createMeInstancesActivities } from './me-instances';
import { createMeInstanceDetailActivities } from './me-instance-detail';
import { createMeBulkActivities } from './me-bulk';
import { createMeEventanillaActivities } from './me-eventanilla';
import { createVersionsActivities } from './versions';
import { createNotificationsActivities } from './notifications';
import { createSecurityActivities } from './security';

export interface ActivityDeps {
  platform: PlatformClient;
  /** Reads and starts other operations (retries, bulk retry). */
  temporal: Client;
  /** The elements of bulk operations, in the console's store. */
  elements: BulkElements;
  bulk?: Partial<BulkConfig>;
  /** A retry's workflow id and search attributes hold pseudonyms of personal values (the api's keys). */
  pseudonyms: Pseudonyms;
}

export function createActivities({ platform, temporal, elements, bulk, pseudonyms }: ActivityDeps) {
  const { retryToEnd, ...operations } = createOperationsActivities(temporal, platform, pseudonyms);
  const meBulk = createMeBulkActivities(platform);
  const storage = createStorageActivities(platform);
  const security = createSecurityActivities(platform);
  const processors = createBulkProcessors({
    platform,
    meBulk,
    storage,
    security,
    operations: { ...operations, retryToEnd },
  });
  return {
    ...createEventLogActivities(platform),
    ...operations,
    ...createBulkActivities({ elements, processors, config: bulk }),
    ...createSubscriberAddUserActivities(platform),
    ...createSubscriberCreateActivities(platform),
    ...createSubscriberUserActivities(platform),
    ...createOrganizationActivities(platform),
    ...storage,
    ...createMeInstancesActivities(platform),
    ...createMeInstanceDetailActivities(platform),
    ...meBulk,
    ...createMeEventanillaActivities(platform),
    ...createVersionsActivities(platform),
    ...createNotificationsActivities(platform),
    ...security,
  };
}
