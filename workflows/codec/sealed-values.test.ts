import { describe, expect, it } from 'vitest';
import { PayloadEncryptionCodec } from './payload-codec';
import { generatePayloadKey } from './payload-keys';
import { createValueSealer, SEALED_PREFIX } from './sealed-values';

describe('createValueSealer', () => {
  const sealer = createValueSealer([new PayloadEncryptionCodec([generatePayloadKey()])]);

  it('opens what it sealed as the same value: accents, nested lists, nulls, numbers, a bare string', async () => {
    const values: unknown[] = [
      { memo: { target: '100003', actor: 'María Ñandú <soporte@consola.test>' }, steps: [{ n: 1 }, null] },
      'Dirección: Güemes 1234 — piso 2º',
      42,
      null,
      [],
    ];
    for (const value of values) {
      const sealed = await sealer.seal(value);
      expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
      expect(await sealer.open(sealed)).toEqual(value);
    }
  });

  it('gives back a value stored before sealing as it is', async () => {
    expect(await sealer.open('{"plain":true}')).toBe('{"plain":true}');
  });
});
