// The declarations of an unlock and how each went, a page at a time.
import type { Operation } from '../../../shared/api/types';
import { OperationElementsList } from '../../../shared/operation-elements-list';
import { declarationsTexts as t } from '../messages';

export function UnlockItems({ operation }: { operation: Operation }) {
  return (
    <OperationElementsList
      operation={operation}
      label={t.itemsLabel}
      testId="unlock-items"
      countsTestId="unlock-counts"
    />
  );
}
