import { describe, expect, it } from 'vitest';
import { meClientCuitIn } from './cuit-crumb';

describe('meClientCuitIn', () => {
  it('reads the CUIT of the e-Ventanilla and client detail screens', () => {
    expect(meClientCuitIn('/ME/eventanilla/20000000001')).toBe('20000000001');
    expect(meClientCuitIn('/ME/clientes/20000000001')).toBe('20000000001');
    expect(meClientCuitIn('/ME/eventanilla')).toBeUndefined();
    expect(meClientCuitIn('/ME/declarations/1/declarations')).toBeUndefined();
  });
});
