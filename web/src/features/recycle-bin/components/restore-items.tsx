// The documents of a restore and how each went (per-element progress of the operation).
import type { Operation } from '../../../shared/api/types';
import { OperationElementsList } from '../../../shared/operation-elements-list';

export function RestoreItems({ operation }: { operation: Operation }) {
  return <OperationElementsList operation={operation} testId="restore-items" />;
}
