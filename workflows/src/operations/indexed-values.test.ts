import { describe, expect, it } from 'vitest';
import type { OperationMemo } from '../core/memo';
import { operationContracts } from './catalog';
import { PERSONAL_RELATED_KINDS } from './contract';
import { indexedFields, indexedOutcomeValues, lookupValues } from './indexed-values';

/** A stand-in for the keyed pseudonym (workflows/codec/pseudonyms.ts): visibly not the value. */
const pseudonymize = (value: string) => `p1.${Buffer.from(value).toString('base64url').slice(0, 6)}`;
const candidates = (value: string) => [pseudonymize(value), `p0.${value.length}`];

const memo = (type: string, target: string, related: string[] = []): OperationMemo => ({
  type,
  target,
  actor: 'soporte@consola.test',
  source: 'ui',
  reason: null,
  input: {},
  inputHash: '',
  related,
});

describe('what an operation leaves in Temporal in clear', () => {
  it('keeps a public target, pseudonymizes a personal one, the actor and personal related keys', () => {
    expect(
      indexedFields(
        memo('subscriber.addUser', '100003', ['subscriber:100003', 'email:ana@demo.com.ar', 'user:815']),
        pseudonymize,
      ),
    ).toEqual({
      type: 'subscriber.addUser',
      target: '100003',
      actor: pseudonymize('soporte@consola.test'),
      source: 'ui',
      related: ['subscriber:100003', `email:${pseudonymize('ana@demo.com.ar')}`, 'user:815'],
    });
    expect(indexedFields(memo('identity.setPassword', 'ana@demo.com.ar'), pseudonymize).target).toBe(
      pseudonymize('ana@demo.com.ar'),
    );
    expect(indexedFields(memo('eventanilla.changeStatus', '27345678904'), pseudonymize).target).toBe(
      pseudonymize('27345678904'),
    );
    // A type the catalogue does not know (started outside the console) is treated as personal.
    expect(indexedFields(memo('otro.tipo', 'Ana'), pseudonymize).target).toBe(pseudonymize('Ana'));
  });

  it('declares a target public only where it is a code or an internal number', () => {
    const personal = operationContracts.filter((c) => !c.publicTarget).map((c) => c.type);
    expect(personal.sort()).toEqual([
      'eventanilla.changeStatus',
      'identity.impersonate',
      'identity.setPassword',
      'me.csvEnablement',
      'notification.create',
      // An undo's target is the target of the operation it undoes, personal or not.
      'operation.undo',
      'sessions.revoke',
      'sessions.revokeAll',
    ]);
    expect(Object.entries(PERSONAL_RELATED_KINDS).filter(([, personal]) => personal)).toEqual([
      ['email', true],
    ]);
  });

  it('looks a filtered value up in every form the index may hold it', () => {
    expect(lookupValues('actor', 'ana@demo.com.ar', candidates)).toEqual([
      'ana@demo.com.ar',
      pseudonymize('ana@demo.com.ar'),
      'p0.15',
    ]);
    expect(lookupValues('related', 'email:ana@demo.com.ar', candidates)).toEqual([
      'email:ana@demo.com.ar',
      `email:${pseudonymize('ana@demo.com.ar')}`,
      'email:p0.15',
    ]);
    expect(lookupValues('related', 'subscriber:100003', candidates)).toEqual(['subscriber:100003']);
  });
});

describe("what an operation's outcome keeps in the console's database", () => {
  it('holds the index values: a personal target and the actor as pseudonyms, a public target as it is', () => {
    const personal = indexedOutcomeValues(
      {
        type: 'identity.setPassword',
        target: 'ana@demo.com.ar',
        targetKey: 'p0.old',
        actor: 'soporte@consola.test',
      },
      pseudonymize,
    );
    expect(personal).toEqual({
      target: pseudonymize('ana@demo.com.ar'),
      targetKey: pseudonymize('ana@demo.com.ar'),
      actor: pseudonymize('soporte@consola.test'),
    });
    expect(
      indexedOutcomeValues(
        { type: 'eventanilla.changeStatus', target: '27345678904', targetKey: '27345678904', actor: 'a@b.c' },
        pseudonymize,
      ).target,
    ).toBe(pseudonymize('27345678904'));
    expect(
      indexedOutcomeValues(
        { type: 'subscriber.addUser', target: '100003', targetKey: '100003', actor: 'a@b.c' },
        pseudonymize,
      ),
    ).toMatchObject({ target: '100003', targetKey: '100003' });
    // No target in the memo: the index's key as it is; no actor: none.
    expect(
      indexedOutcomeValues({ type: 'x', target: null, targetKey: 'p1.abc', actor: '' }, pseudonymize),
    ).toEqual({ target: null, targetKey: 'p1.abc', actor: '' });
  });
});
