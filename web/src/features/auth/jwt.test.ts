import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt';
import { rawToken } from './test-tokens';

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, UTF-8 included', () => {
    const token = rawToken({ name: 'Ñandú José', n: 1, url: '???>>>' });
    expect(token.split('.')[1]).not.toMatch(/[+/=]/);
    expect(decodeJwtPayload(token)).toEqual({ name: 'Ñandú José', n: 1, url: '???>>>' });
  });

  it('rejects what is not a three-part JWT with a JSON object payload', () => {
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a..c')).toBeNull();
    expect(decodeJwtPayload('a.!!!.c')).toBeNull();
    expect(decodeJwtPayload(rawToken([1, 2]))).toBeNull();
    expect(decodeJwtPayload(rawToken('text'))).toBeNull();
    expect(decodeJwtPayload(`a.${Buffer.from('{"a":').toString('base64url')}.c`)).toBeNull();
  });
});
