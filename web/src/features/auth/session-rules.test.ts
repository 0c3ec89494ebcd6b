import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../shared/roles';
import { checkToken, displayNameOf, initialsOf, parseClaims, rolesOf } from './session-rules';
import { NOW, createToken, rawToken } from './test-tokens';

describe('checkToken', () => {
  it('accepts a CGI token with a console role and granted access', () => {
    expect(checkToken(createToken(), NOW).check).toBe('ok');
  });

  it('counts exp in seconds: expired at exp, valid one second before', () => {
    expect(checkToken(createToken({ exp: NOW + 1 }), NOW).check).toBe('ok');
    expect(checkToken(createToken({ exp: NOW }), NOW).check).toBe('expired');
    expect(checkToken(createToken({ exp: NOW - 1 }), NOW).check).toBe('expired');
    // A milliseconds "now" would make every token look expired; the rules take seconds.
    expect(checkToken(createToken({ exp: NOW + 60 }), NOW).check).toBe('ok');
  });

  it('treats an unreadable token or one without a numeric exp as invalid', () => {
    expect(checkToken('garbage', NOW).check).toBe('invalid');
    expect(checkToken(createToken({ exp: null }), NOW).check).toBe('invalid');
    expect(checkToken(rawToken({ exp: String(NOW + 10) }), NOW).check).toBe('invalid');
    expect(parseClaims('a.b')).toBeNull();
  });

  it('requires the CGI application code', () => {
    expect(checkToken(createToken({ applicationCode: 'ME' }), NOW).check).toBe('notForApplication');
    expect(checkToken(createToken({ applicationCode: null }), NOW).check).toBe('notForApplication');
    expect(checkToken(rawToken({ exp: NOW + 10 }), NOW).check).toBe('notForApplication');
  });

  it('requires at least one of the nine console roles', () => {
    expect(checkToken(createToken({ roles: [] }), NOW).check).toBe('notForApplication');
    expect(checkToken(createToken({ roles: null }), NOW).check).toBe('notForApplication');
    expect(checkToken(createToken({ roles: ['ME.FirmAdmin', 'CGI.Unknown'] }), NOW).check).toBe(
      'notForApplication',
    );
    expect(checkToken(createToken({ roles: ['ME.FirmAdmin', 'CGI.CommercialAgent'] }), NOW).check).toBe('ok');
  });

  for (const role of ALL_ROLES) {
    it(`accepts the role ${role} alone`, () => {
      expect(checkToken(createToken({ roles: [role] }), NOW).check).toBe('ok');
    });
  }

  it('requires organization and user application access GRANTED', () => {
    expect(checkToken(createToken({ org: 'REVOKED' }), NOW).check).toBe('accessDenied');
    expect(checkToken(createToken({ user: 'REVOKED' }), NOW).check).toBe('accessDenied');
    expect(checkToken(createToken({ org: null }), NOW).check).toBe('accessDenied');
    expect(checkToken(createToken({ user: null }), NOW).check).toBe('accessDenied');
    expect(checkToken(createToken({ org: 'granted' }), NOW).check).toBe('accessDenied');
  });

  it('checks expiry before application and access', () => {
    expect(checkToken(createToken({ exp: NOW - 5, applicationCode: 'ME', org: 'REVOKED' }), NOW).check).toBe(
      'expired',
    );
  });
});

describe('claims helpers', () => {
  it('reads roles, name and initials', () => {
    const claims = parseClaims(
      createToken({ roles: ['CGI.Admin', 42 as unknown as string], firstName: 'Ana', lastName: 'Pérez' }),
    );
    expect(rolesOf(claims)).toEqual(['CGI.Admin']);
    expect(rolesOf(null)).toEqual([]);
    expect(displayNameOf(claims)).toBe('Ana Pérez');
    expect(displayNameOf(undefined)).toBe('');
    expect(initialsOf('Ana María Pérez')).toBe('AP');
    expect(initialsOf('ana')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
