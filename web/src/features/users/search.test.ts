import { describe, expect, it } from 'vitest';
import { searchFailure, searchTerm } from './search';

describe('user search', () => {
  it('searches only non-empty text, as typed', () => {
    expect(searchTerm('  ')).toBeUndefined();
    expect(searchTerm(' Activo@Demo.com.ar ')).toBe('Activo@Demo.com.ar');
  });

  it("shows 'not found' under the field and anything else as a toast", () => {
    expect(searchFailure({ status: 404, code: 'USER_NOT_FOUND' })).toBe('field');
    expect(searchFailure({ status: 502, code: 'SERVICE_ERROR' })).toBe('toast');
    expect(searchFailure({ status: 0, code: 'HTTP_0' })).toBe('toast');
    expect(searchFailure({ status: 401, code: 'TOKEN_EXPIRED' })).toBe('session');
  });
});
