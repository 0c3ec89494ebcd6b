import { describe, expect, it } from 'vitest';
import { deviceTypeLabels, deviceTypeOf, normalizeExtension, passwordPolicyError } from './decide';
import { securityMessages as m } from './messages';

describe('deviceTypeOf (spec 2 §2.14)', () => {
  it.each([
    ['Samsung SM-A546E Android 14', 'Dispositivo celular'],
    ['iPhone 14 iPhone OS 17.5', 'Dispositivo celular'],
    ['iPad ipadOS 17', 'Dispositivo celular'],
    ['Apple iOS 16', 'Dispositivo celular'],
    ['ANDROID tablet', 'Dispositivo celular'],
    ['Windows 10', 'Computadora de escritorio'],
    ['Macintosh Intel Mac OS X 10_15_7', 'Computadora de escritorio'],
    [null, 'Dispositivo no definido'],
    ['   ', 'Dispositivo no definido'],
  ])('%s → %s', (model, label) => {
    expect(deviceTypeLabels[deviceTypeOf(model)]).toBe(label);
  });
});

describe('passwordPolicyError (spec 2 §5, §9: enforced on the server)', () => {
  it('accepts 8+ characters with a lowercase, an uppercase and a digit', () => {
    expect(passwordPolicyError('Abcdefg1')).toBeNull();
    expect(passwordPolicyError('unaClaveLarga2025!')).toBeNull();
  });
  it.each(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])('refuses %s with the hint', (password) => {
    expect(passwordPolicyError(password)).toBe(m.passwordHint);
  });
  it('asks for a password when empty', () => {
    expect(passwordPolicyError('')).toBe(m.passwordRequired);
  });
});

describe('normalizeExtension (spec 2 §5)', () => {
  it('lowercases and keeps the leading dot', () => {
    expect(normalizeExtension(' .PDF ')).toEqual({ ok: true, extension: '.pdf' });
    expect(normalizeExtension('.mp4')).toEqual({ ok: true, extension: '.mp4' });
  });
  it.each([
    ['', m.extensionRequired],
    ['.', m.extensionRequired],
    [' . ', m.extensionRequired],
    ['pdf', m.extensionMalformed],
    ['..', m.extensionMalformed],
    ['.p df', m.extensionMalformed],
    ['.tar.gz', m.extensionMalformed],
    ['.exec', m.extensionNotAllowed],
    ['.EXEC', m.extensionNotAllowed],
  ])('%j → %s', (raw, error) => {
    expect(normalizeExtension(raw)).toEqual({ ok: false, error });
  });
});
