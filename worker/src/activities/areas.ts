// Every area of operations the worker runs (see area.ts). A new area adds its line here; a new
// operation of an existing area does not.
import type { WorkerArea } from './area';
import { meBulkArea } from './me-bulk';
import { meEventanillaArea } from './me-eventanilla';
import { meInstanceDetailArea } from './me-instance-detail';
import { meInstancesArea } from './me-instances';
import { notificationsArea } from './notifications';
import { operationsArea } from './operations';
import { organizationsArea } from './organizations';
import { securityArea } from './security';
import { storageArea } from './storage';
import { subscriberAddUserArea } from './subscriber-add-user';
import { subscriberCreateArea } from './subscriber-create';
import { subscriberUsersArea } from './subscriber-users';
import { versionsArea } from './versions';

export const workerAreas: readonly WorkerArea[] = [
  operationsArea,
  subscriberAddUserArea,
  subscriberCreateArea,
  subscriberUsersArea,
  organizationsArea,
  storageArea,
  meInstancesArea,
  meInstanceDetailArea,
  meBulkArea,
  meEventanillaArea,
  versionsArea,
  notificationsArea,
  securityArea,
];
