// Every activity the worker registers, built from its dependencies.
import type { PlatformClient } from '@cgi/platform/client';
import { createEventLogActivities } from './event-log';
import { createSubscriberAddUserActivities } from './subscriber-add-user';

export interface ActivityDeps {
  platform: PlatformClient;
}

export function createActivities({ platform }: ActivityDeps) {
  return {
    ...createEventLogActivities(platform),
    ...createSubscriberAddUserActivities(platform),
  };
}
