// The declarations of an unlock and how each went, a page at a time.
import type { OperationItem } from '../../../shared/api/types';
import { OperationItemsList } from '../../../shared/operation-items-list';
import { declarationsTexts as t } from '../messages';

export function UnlockItems({ items }: { items: readonly OperationItem[] }) {
  return (
    <OperationItemsList
      items={items}
      label={t.itemsLabel}
      testId="unlock-items"
      countsTestId="unlock-counts"
    />
  );
}
