// Every activity the worker registers, built from its dependencies.
import type { PlatformClient } from '@cgi/platform/client';
import type { OperationsActivities } from '@cgi/workflows';
import { ApplicationFailure } from '@temporalio/common';
import type { Client } from '@temporalio/client';
import { createEventLogActivities } from './event-log';
import { createOperationsActivities } from './operations';
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
  /** Reads other operations (retries, bulk retry). Without it those activities refuse to run. */
  temporal?: Client;
}

function operationsActivitiesFor(
  temporal: Client | undefined,
  platform: PlatformClient,
): OperationsActivities {
  if (temporal) return createOperationsActivities(temporal, platform);
  const refuse = () =>
    Promise.reject(
      ApplicationFailure.nonRetryable('El worker no tiene un cliente de Temporal para leer operaciones'),
    );
  return { loadResume: refuse, describeOperations: refuse, describeLatestOperation: refuse };
}

export function createActivities({ platform, temporal }: ActivityDeps) {
  return {
    ...createEventLogActivities(platform),
    ...operationsActivitiesFor(temporal, platform),
    ...createSubscriberAddUserActivities(platform),
    ...createSubscriberCreateActivities(platform),
    ...createSubscriberUserActivities(platform),
    ...createOrganizationActivities(platform),
    ...createStorageActivities(platform),
    ...createMeInstancesActivities(platform),
    ...createMeInstanceDetailActivities(platform),
    ...createMeBulkActivities(platform),
    ...createMeEventanillaActivities(platform),
    ...createVersionsActivities(platform),
    ...createNotificationsActivities(platform),
    ...createSecurityActivities(platform),
  };
}
