import { describe, expect, it } from 'vitest';
import { glossary } from '../../shared/glossary';
import { operationTexts } from './messages';

describe("the operations screens' texts", () => {
  it("use the glossary's wording", () => {
    expect(operationTexts.retryFailedItems).toBe(glossary.retryFailed.text);
    expect(operationTexts.retryFailed(3)).toBe(`${glossary.retryFailed.text} (3)`);
  });

  it('say how many elements a bulk retry will skip for want of approval, in the singular and the plural', () => {
    expect(operationTexts.bulkSkipsUnapproved(1)).toMatch(
      /^1 de ellas nunca fue aprobada .* se omitirá\. Reinténtela sola/,
    );
    expect(operationTexts.bulkSkipsUnapproved(3)).toMatch(
      /^3 de ellas nunca fueron aprobadas .* se omitirán\. Reinténtelas solas/,
    );
  });

  it('say how many elements a bulk retry will skip because they were undone, in the singular and the plural', () => {
    expect(operationTexts.bulkSkipsUndone(1)).toMatch(/^1 de ellas se deshizo: se omitirá\. /);
    expect(operationTexts.bulkSkipsUndone(4)).toMatch(/^4 de ellas se deshicieron: se omitirán\. /);
  });
});
