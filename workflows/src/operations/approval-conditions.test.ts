// Policies that cannot silently never apply (issue 40): every type's default policy, walked with
// inputs that must and must not need approval, as a start validates them and as a retry reads
// them back (a bulk run's input counts its elements); and the condition check itself, which a
// contract's definition and an administrator's change both run.
import { describe, expect, it } from 'vitest';
import { notificationInstant as at } from './notifications/contracts';
import {
  approvalApplies,
  approvalPolicy,
  approvalPolicyOf,
  conditionMessages,
  conditionProblem,
} from './approval-policy';
import { contractOf, operationContracts } from './catalog';
import { defineOperation, type OperationContract } from './contract';
import { z } from 'zod';

type Input = Record<string, unknown>;

const hex = (n: number) => n.toString(16).padStart(24, '0');
const many = <T>(count: number, of: (n: number) => T) => Array.from({ length: count }, (_, n) => of(n + 1));
/** `count` organizations of a CSV enablement, one row each. */
const csvRows = (count: number) => many(count, (n) => `${String(30_000_000_000 + n)};MODQ;2030-01-01;`);

const notice = {
  notificationTitle: 'Mantenimiento',
  notificationText: 'Mi Estudio no estará disponible.',
  validityStartDate: at('2090-01-01', '08:00'),
  validityFinishDate: at('2090-01-01', '12:00'),
  communicationChannelCodes: ['WEB-APP-PUSH'],
};
const suspension = {
  notificationId: 8,
  validityStartDate: at('2090-01-01', '09:00'),
  validityFinishDate: at('2090-01-01', '12:00'),
};

/**
 * Per type with a default policy: inputs that must need approval, and inputs that must not (none
 * for a policy that always asks). A type that gains a policy without samples fails below.
 */
const samples: Record<string, { must: Input[]; mustNot: Input[] }> = {
  'subscriber.deactivateUser': { must: [{ subscriberNumber: '100003', userId: 5 }], mustNot: [] },
  'storage.restoreDocuments': {
    must: [{ studyId: 1, documentIds: many(101, hex) }],
    mustNot: [
      { studyId: 1, documentIds: many(100, hex) },
      { studyId: 1, documentIds: [hex(1)] },
    ],
  },
  'operations.bulkRetry': {
    must: [{ ids: many(101, (n) => `versions.deprecate/x/${n}`) }],
    mustNot: [{ ids: many(100, (n) => `versions.deprecate/x/${n}`) }],
  },
  'me.csvEnablement': {
    must: [{ fileName: 'alta.csv', rows: csvRows(101) }],
    // 150 rows of 100 organizations: it counts organizations, not rows.
    mustNot: [{ fileName: 'alta.csv', rows: [...csvRows(100), ...csvRows(50)] }],
  },
  'declarations.unlock': {
    must: [{ suborganizationId: 1, declarationIds: many(101, hex) }],
    mustNot: [{ suborganizationId: 1, declarationIds: many(100, hex) }],
  },
  'notification.create': {
    must: [
      {
        ...notice,
        notificationTypeCode: 'MAINTENANCE',
        blocking: true,
        suspensionStartDate: at('2090-01-01', '09:00'),
      },
    ],
    mustNot: [
      { ...notice, notificationTypeCode: 'MAINTENANCE', blocking: false },
      { ...notice, notificationTypeCode: 'INFORMATION' },
    ],
  },
  'notification.edit': {
    // A blocking maintenance moved with its suspension, or a suspension edited itself.
    must: [
      { ...notice, notificationId: 7, blocking: true, suspension },
      { ...notice, notificationId: 8, blocking: true },
    ],
    mustNot: [{ ...notice, notificationId: 9 }],
  },
  'identity.setPassword': { must: [{ email: 'activo@demo.com.ar', password: 'Clave-9xQ!' }], mustNot: [] },
  'identity.impersonate': { must: [{ email: 'activo@demo.com.ar', mode: 'me' }], mustNot: [] },
  'sessions.revoke': {
    must: [{ email: 'activo@demo.com.ar', loginAccountId: 3, uuidDeviceSession: 'abc' }],
    mustNot: [],
  },
  'sessions.revokeAll': { must: [{ email: 'activo@demo.com.ar', loginAccountId: 3 }], mustNot: [] },
  'record.forgetPerson': {
    must: [{ email: 'activo@demo.com.ar' }, { identity: '27345678904' }],
    mustNot: [],
  },
};

const withPolicy = operationContracts.filter((contract) => approvalPolicyOf(contract) !== null);

/** The input as a start validates it, and as a retry reads it back from the run (bulk: its count). */
function asStartedAndRetried(contract: OperationContract, input: Input): [string, Input][] {
  const parsed = contract.input.parse(input) as Input;
  const started: [string, Input] = ['al iniciar', parsed];
  return contract.elements ? [started, ['al reintentar', contract.elements.runInput(parsed)]] : [started];
}

describe("every type's default policy", () => {
  it('lists the types that ask for approval by default (a new one needs samples below)', () => {
    expect(withPolicy.map((contract) => contract.type).sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(withPolicy.map((contract) => [contract.type, contract] as const))(
    '%s: its condition reads what its input has',
    (_type, contract) => {
      expect(conditionProblem(contract, approvalPolicyOf(contract)!.when)).toBeNull();
    },
  );

  it.each(withPolicy.map((contract) => [contract.type, contract] as const))(
    '%s: asks for the inputs that must, and not for those that must not',
    (type, contract) => {
      const policy = approvalPolicyOf(contract)!;
      const { must, mustNot } = samples[type]!;
      expect(must.length).toBeGreaterThan(0);
      if (policy.when.kind !== 'always') expect(mustNot.length).toBeGreaterThan(0);
      for (const input of must) {
        for (const [when, read] of asStartedAndRetried(contract, input)) {
          expect(approvalApplies(contract, policy, read), `${when}: ${JSON.stringify(read)}`).toBe(true);
        }
      }
      for (const input of mustNot) {
        for (const [when, read] of asStartedAndRetried(contract, input)) {
          expect(approvalApplies(contract, policy, read), `${when}: ${JSON.stringify(read)}`).toBe(false);
        }
      }
    },
  );

  it('says in Spanish what the notification policies ask', () => {
    expect(approvalPolicyOf(contractOf('notification.edit')!)!.text).toMatch(
      /^Cuando edita un mantenimiento bloqueante o una suspensión del servicio/,
    );
    expect(approvalPolicyOf(contractOf('notification.create')!)!.text).toMatch(
      /^Cuando crea un mantenimiento bloqueante/,
    );
  });
});

describe('conditionProblem', () => {
  const edit = contractOf('notification.edit')!;
  const setPassword = contractOf('identity.setPassword')!;
  const field = (name: string, value: string | number | boolean) =>
    conditionProblem(edit, { kind: 'fieldEquals', field: name, value });

  it('names a field the type does not have', () => {
    expect(field('blockng', true)).toBe(conditionMessages.unknownField('blockng'));
    expect(
      conditionProblem(contractOf('subscriber.addUser')!, {
        kind: 'fieldEquals',
        field: 'blocking',
        value: true,
      }),
    ).toBe(conditionMessages.unknownField('blocking'));
  });

  it('refuses a value the field never holds once validated, and a secret field', () => {
    expect(field('blocking', 'true')).toBe(conditionMessages.impossibleValue('Bloqueante', '"true"'));
    expect(field('notificationTitle', ' Aviso ')).toBe(
      conditionMessages.impossibleValue('Título', '" Aviso "'),
    );
    expect(field('notificationId', -3)).toMatch(/nunca vale -3/);
    expect(conditionProblem(setPassword, { kind: 'fieldEquals', field: 'password', value: 'x' })).toBe(
      conditionMessages.secretField('Contraseña'),
    );
  });

  it('accepts a field and value the input can hold; counts of elements only on bulk types', () => {
    expect(field('blocking', true)).toBeNull();
    expect(field('notificationId', 12)).toBeNull();
    expect(conditionProblem(edit, { kind: 'elementsAbove', count: 3 })).toBe(
      conditionMessages.elementsOnlyBulk,
    );
    expect(
      conditionProblem(contractOf('declarations.unlock')!, { kind: 'elementsAbove', count: 3 }),
    ).toBeNull();
    expect(conditionProblem(edit, { kind: 'always' })).toBeNull();
  });

  it('stops a contract whose default policy could never apply from being defined (the bug it had)', () => {
    const define = (when: { kind: 'fieldEquals'; field: string; value: boolean }) =>
      defineOperation({
        type: 'prueba.edit',
        workflowType: 'pruebaEdit',
        label: 'Prueba',
        input: z.object({ notificationId: z.number(), suspension: z.object({}).nullable() }),
        inputFields: { notificationId: 'Notificación', suspension: 'Suspensión relacionada' },
        steps: [],
        access: { start: ['CGI.Admin'], retry: ['CGI.Admin'], cancel: ['CGI.Admin'] },
        approval: approvalPolicy({ when }),
        target: () => 'x',
        sample: () => ({ notificationId: 1, suspension: null }),
      });
    expect(() => define({ kind: 'fieldEquals', field: 'blocking', value: true })).toThrow(
      /prueba\.edit: .*El campo «blocking» no es parte de los datos/,
    );
    expect(() => define({ kind: 'fieldEquals', field: 'notificationId', value: true })).toThrow(
      /«Notificación» nunca vale true/,
    );
  });
});
