import { describe, expect, it } from 'vitest';
import { glossary } from '../../shared/glossary';
import { operationTexts } from './messages';

describe("the operations screens' texts", () => {
  it("use the glossary's wording", () => {
    expect(operationTexts.retryFailedItems).toBe(glossary.retryFailed.text);
    expect(operationTexts.retryFailed(3)).toBe(`${glossary.retryFailed.text} (3)`);
  });
});
