import { describe, expect, it } from 'vitest';
import { bootstrapLogLines, bootstrapSession, type BootstrapInput } from './bootstrap';
import { NOW, createToken } from './test-tokens';

const valid = createToken({ exp: NOW + 3600 });
const validLater = createToken({ exp: NOW + 7200, firstName: 'Later' });
const expired = createToken({ exp: NOW - 1 });
const atBoundary = createToken({ exp: NOW });
const noAccessOrg = createToken({ org: 'REVOKED' });
const noAccessUser = createToken({ user: 'PENDING' });
const noAccessLater = createToken({ exp: NOW + 7200, user: 'REVOKED' });
const otherApp = createToken({ applicationCode: 'ME', exp: NOW + 9000 });
const noRoles = createToken({ roles: ['ME.FirmStaff'], exp: NOW + 9000 });
const garbage = 'not-a-jwt';

function run(input: Partial<BootstrapInput>) {
  return bootstrapSession({
    productToken: null,
    sharedToken: null,
    storedToken: null,
    nowSeconds: NOW,
    ...input,
  });
}

const deleteProduct = { type: 'delete', cookie: 'product' };
const deleteShared = { type: 'delete', cookie: 'shared' };

describe('no cookie', () => {
  it('is signed out', () => {
    expect(run({})).toEqual({ outcome: 'signedOut', actions: [] });
  });

  it('keeps a valid token of this tab', () => {
    const result = run({ storedToken: valid });
    expect(result).toMatchObject({ outcome: 'accepted', token: valid, source: 'storage', actions: [] });
  });

  it('drops an expired or unusable stored token', () => {
    expect(run({ storedToken: expired }).outcome).toBe('signedOut');
    expect(run({ storedToken: noAccessOrg }).outcome).toBe('signedOut');
    expect(run({ storedToken: garbage }).outcome).toBe('signedOut');
  });
});

describe('only the product cookie', () => {
  it('accepts a valid one as is', () => {
    expect(run({ productToken: valid })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      source: 'product',
      actions: [],
    });
  });

  it('prefers the cookie over the stored token', () => {
    expect(run({ productToken: validLater, storedToken: valid })).toMatchObject({ token: validLater });
  });

  it('deletes an expired one and signs out (no modal)', () => {
    expect(run({ productToken: expired })).toEqual({ outcome: 'signedOut', actions: [deleteProduct] });
    expect(run({ productToken: atBoundary })).toEqual({ outcome: 'signedOut', actions: [deleteProduct] });
  });

  it('deletes one without organization or user access and denies', () => {
    expect(run({ productToken: noAccessOrg })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct],
    });
    expect(run({ productToken: noAccessUser })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct],
    });
  });

  it('deletes one of another application or without console roles and denies', () => {
    expect(run({ productToken: otherApp })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct],
    });
    expect(run({ productToken: noRoles })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct],
    });
  });

  it('deletes an unreadable one and asks to sign in again', () => {
    expect(run({ productToken: garbage })).toEqual({
      outcome: 'denied',
      reason: 'verifyError',
      actions: [deleteProduct],
    });
  });
});

describe('only the shared cookie', () => {
  it('accepts a valid one, copies it into the product cookie and removes the shared one', () => {
    expect(run({ sharedToken: valid })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      claims: { exp: NOW + 3600 },
      source: 'shared',
      actions: [{ type: 'copyToProduct', token: valid, maxAgeSeconds: 3600 }, deleteShared],
    });
  });

  it('deletes an expired one', () => {
    expect(run({ sharedToken: expired })).toEqual({ outcome: 'signedOut', actions: [deleteShared] });
  });

  it('deletes one without access and denies', () => {
    expect(run({ sharedToken: noAccessOrg })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteShared],
    });
  });

  it('leaves a token of another application alone and stays signed out', () => {
    expect(run({ sharedToken: otherApp })).toEqual({ outcome: 'signedOut', actions: [] });
    expect(run({ sharedToken: noRoles })).toEqual({ outcome: 'signedOut', actions: [] });
    expect(run({ sharedToken: garbage })).toEqual({ outcome: 'signedOut', actions: [] });
  });
});

describe('both cookies', () => {
  it('deletes both when both are expired', () => {
    expect(run({ productToken: expired, sharedToken: expired })).toEqual({
      outcome: 'signedOut',
      actions: [deleteProduct, deleteShared],
    });
  });

  it('deletes an expired product cookie and continues with the shared one', () => {
    expect(run({ productToken: expired, sharedToken: valid })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      source: 'shared',
      actions: [deleteProduct, { type: 'copyToProduct', token: valid }, deleteShared],
    });
    expect(run({ productToken: expired, sharedToken: noAccessOrg })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct, deleteShared],
    });
    expect(run({ productToken: expired, sharedToken: otherApp })).toEqual({
      outcome: 'signedOut',
      actions: [deleteProduct],
    });
  });

  it('deletes an expired shared cookie and continues with the product one', () => {
    expect(run({ productToken: valid, sharedToken: expired })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      source: 'product',
      actions: [deleteShared],
    });
    expect(run({ productToken: noAccessUser, sharedToken: expired })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteShared, deleteProduct],
    });
  });

  it('uses the shared token when it is for this application and expires later', () => {
    expect(run({ productToken: valid, sharedToken: validLater })).toMatchObject({
      outcome: 'accepted',
      token: validLater,
      source: 'shared',
      actions: [{ type: 'copyToProduct', token: validLater, maxAgeSeconds: 7200 }, deleteShared],
    });
  });

  it('uses the product token when it expires later or at the same time', () => {
    expect(run({ productToken: validLater, sharedToken: valid })).toMatchObject({
      outcome: 'accepted',
      token: validLater,
      source: 'product',
      actions: [],
    });
    const sameExp = createToken({ exp: NOW + 3600, firstName: 'Shared' });
    expect(run({ productToken: valid, sharedToken: sameExp })).toMatchObject({
      token: valid,
      source: 'product',
    });
  });

  it('removes both and denies when the later token lacks access', () => {
    expect(run({ productToken: valid, sharedToken: noAccessLater })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct, deleteShared],
    });
    const productLaterNoAccess = createToken({ exp: NOW + 7200, org: 'REVOKED' });
    expect(run({ productToken: productLaterNoAccess, sharedToken: valid })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct, deleteShared],
    });
  });

  it('removes both and denies when the later one is not for this application', () => {
    const productOtherAppLater = createToken({ exp: NOW + 9000, applicationCode: 'ME' });
    expect(run({ productToken: productOtherAppLater, sharedToken: valid })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct, deleteShared],
    });
  });

  it('uses the shared token over an unreadable product cookie', () => {
    expect(run({ productToken: garbage, sharedToken: valid })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      source: 'shared',
    });
  });

  it('falls back to the product rules when the shared token is not for this application', () => {
    expect(run({ productToken: valid, sharedToken: otherApp })).toMatchObject({
      outcome: 'accepted',
      token: valid,
      source: 'product',
      actions: [],
    });
    expect(run({ productToken: valid, sharedToken: noRoles })).toMatchObject({
      outcome: 'accepted',
      token: valid,
    });
    expect(run({ productToken: valid, sharedToken: garbage })).toMatchObject({
      outcome: 'accepted',
      token: valid,
    });
    expect(run({ productToken: noAccessOrg, sharedToken: otherApp })).toEqual({
      outcome: 'denied',
      reason: 'noAccess',
      actions: [deleteProduct],
    });
    expect(run({ productToken: garbage, sharedToken: otherApp })).toEqual({
      outcome: 'denied',
      reason: 'verifyError',
      actions: [deleteProduct],
    });
  });
});

describe('what the start-up logs (spec 2 §8)', () => {
  it("logs an expired token and, for an unreadable one, 'Error al validar el token:' with the reason", () => {
    const lines = bootstrapLogLines({
      productToken: expired,
      sharedToken: 'no-es-un-jwt',
      storedToken: null,
      nowSeconds: NOW,
    });
    expect(lines).toEqual([
      'Token expirado en la cookie del producto',
      'Error al validar el token: no se puede leer el token de la cookie compartida',
    ]);
    expect(
      bootstrapLogLines({ productToken: valid, sharedToken: null, storedToken: null, nowSeconds: NOW }),
    ).toEqual([]);
  });
});
