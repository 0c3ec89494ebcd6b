import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { commonAreaMessages } from './messages-common-areas';

describe('commonAreaMessages', () => {
  it('reach the app unchanged (no other block of messages.ts shadows them)', () => {
    for (const [key, block] of Object.entries(commonAreaMessages)) {
      expect(messages[key as keyof typeof messages], key).toBe(block);
    }
  });

  it("keep the spec's texts", () => {
    expect(messages.recycle.restoreSelected).toBe('Restaurar documento(s)');
  });
});
