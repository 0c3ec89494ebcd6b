import { describe, expect, it } from 'vitest';
import { EMBEDDED_NAMESPACE_RETENTION, embeddedRetentionOf } from './temporal-retention';

describe('embeddedRetentionOf', () => {
  it('is 72 h unless TEMPORAL_RETENTION says otherwise', () => {
    expect(EMBEDDED_NAMESPACE_RETENTION).toBe('72h');
    expect(embeddedRetentionOf({})).toBe('72h');
    expect(embeddedRetentionOf({ TEMPORAL_RETENTION: ' ' })).toBe('72h');
    expect(embeddedRetentionOf({ TEMPORAL_RETENTION: '720h' })).toBe('720h');
    expect(embeddedRetentionOf({ TEMPORAL_RETENTION: '96h30m' })).toBe('96h30m');
  });

  it('refuses what the Temporal CLI would not read, before anything starts', () => {
    for (const bad of ['3d', '72', 'h', '0h', 'setenta y dos horas', '-72h'])
      expect(() => embeddedRetentionOf({ TEMPORAL_RETENTION: bad }), bad).toThrow(/TEMPORAL_RETENTION/);
  });
});
