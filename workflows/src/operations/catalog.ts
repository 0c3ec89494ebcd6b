// Every operation type the console knows, from each area's contracts.ts. The api, the CLI,
// the catalogue endpoint, the OpenAPI document and the worker's gate read it here; workflow
// code never does (see contract.ts).
import { bulkRetryContracts } from './bulk-retry/contracts';
import type { OperationContract } from './contract';
import { meBulkContracts } from './me-bulk/contracts';
import { meEventanillaContracts } from './me-eventanilla/contracts';
import { meInstanceDetailContracts } from './me-instance-detail/contracts';
import { meInstancesContracts } from './me-instances/contracts';
import { notificationsContracts } from './notifications/contracts';
import { organizationsContracts } from './organizations/contracts';
import { recordAdminContracts } from './record-admin/contracts';
import { securityContracts } from './security/contracts';
import { storageContracts } from './storage/contracts';
import { subscribersContracts } from './subscribers/contracts';
import { undoContracts } from './undo/contracts';
import { versionsContracts } from './versions/contracts';

export const operationContracts: readonly OperationContract[] = [
  ...subscribersContracts,
  ...organizationsContracts,
  ...storageContracts,
  ...bulkRetryContracts,
  ...meInstancesContracts,
  ...meInstanceDetailContracts,
  ...meBulkContracts,
  ...meEventanillaContracts,
  ...versionsContracts,
  ...notificationsContracts,
  ...securityContracts,
  ...undoContracts,
  ...recordAdminContracts,
];

export const operationCatalog: Readonly<Record<string, OperationContract>> = Object.fromEntries(
  operationContracts.map((contract) => [contract.type, contract]),
);

export function contractOf(type: string): OperationContract | undefined {
  return Object.hasOwn(operationCatalog, type) ? operationCatalog[type] : undefined;
}

/** High-risk operations require a reason (see OperationContract.highRisk). */
export function isHighRisk(type: string): boolean {
  return contractOf(type)?.highRisk === true;
}
