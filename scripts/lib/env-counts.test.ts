import { describe, expect, it } from 'vitest';
import { parseCounts } from './env-counts';

const specs = { RUNS: [30, 1], CLIENTS: [50, 1, 1_000], PAUSE_S: [0, 0] } as const;

describe('parseCounts', () => {
  it('takes the defaults when nothing is set, and the values given otherwise', () => {
    expect(parseCounts(specs, {})).toEqual({ ok: true, counts: { RUNS: 30, CLIENTS: 50, PAUSE_S: 0 } });
    expect(parseCounts(specs, { RUNS: '5', CLIENTS: '1000', PAUSE_S: '0' })).toEqual({
      ok: true,
      counts: { RUNS: 5, CLIENTS: 1_000, PAUSE_S: 0 },
    });
  });

  it.each([
    [{ RUNS: '0' }, 'RUNS'],
    [{ RUNS: 'diez' }, 'RUNS'],
    [{ RUNS: '2.5' }, 'RUNS'],
    [{ RUNS: '' }, 'RUNS'],
    [{ CLIENTS: '1001' }, 'CLIENTS'],
    [{ PAUSE_S: '-1' }, 'PAUSE_S'],
  ])('refuses %o, naming %s, in Spanish', (env, name) => {
    const result = parseCounts(specs, env);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(name);
    expect(result.message).toMatch(/inválid|Demasiado|se esperaba/);
  });
});
