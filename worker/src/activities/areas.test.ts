// The worker's registration is collected from the areas (areas.ts): every bulk operation type of
// the catalogue has its element processor, and two areas naming the same activity stop the
// worker instead of one silently replacing the other. Unit test: the areas are built on stand-ins
// (building them makes no call; the activities themselves are tested in each area's own file).
import type { BulkElements } from '@cgi/console-store';
import type { PlatformClient } from '@cgi/platform/client';
import { operationContracts, type FollowUps } from '@cgi/workflows';
import type { Pseudonyms } from '@cgi/workflows/codec';
import type { Client } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { defineArea, type AreaDeps } from './area';
import { workerAreas } from './areas';
import { createActivities } from './index';

const deps: AreaDeps = {
  platform: {} as PlatformClient,
  temporal: { options: { namespace: 'default' } } as Client,
  pseudonyms: {} as Pseudonyms,
  approvalPolicy: null,
  followUps: {} as FollowUps,
};

describe('worker areas', () => {
  it('give every bulk operation type of the catalogue its element processor, and no other type one', () => {
    const processors = workerAreas.flatMap((area) => Object.keys(area(deps).bulkProcessors ?? {})).sort();
    const bulkTypes = operationContracts
      .filter((contract) => contract.bulk)
      .map((contract) => contract.type)
      .sort();
    expect(processors).toEqual(bulkTypes);
  });

  it('register every area activity, each once', () => {
    const activities = createActivities({ ...deps, elements: {} as BulkElements });
    for (const area of workerAreas) {
      for (const name of Object.keys(area(deps).activities)) expect(activities).toHaveProperty(name);
    }
    expect(activities).toHaveProperty('logOperationEvent');
    expect(activities).toHaveProperty('processElements');
  });

  it('refuse two areas naming the same activity', () => {
    const twice = defineArea(() => ({ activities: { archiveOrganization: async () => null } }));
    expect(() => createActivities({ ...deps, elements: {} as BulkElements }, [twice, twice])).toThrow(
      'Dos áreas registran la actividad archiveOrganization',
    );
  });
});
