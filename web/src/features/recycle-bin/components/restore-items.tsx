// The documents of a restore and how each went (per-element progress of the operation).
import type { OperationItem } from '../../../shared/api/types';
import { OperationItemsList } from '../../../shared/operation-items-list';

export function RestoreItems({ items }: { items: readonly OperationItem[] }) {
  return <OperationItemsList items={items} testId="restore-items" />;
}
