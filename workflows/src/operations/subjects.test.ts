// Whom each operation type acts on inside its target (issue 43): the subject the api serves
// beside the name, from the input as the record keeps it. Every type is listed, so a new type
// says whether it names one.
import { describe, expect, it } from 'vitest';
import { operationContracts } from './catalog';
import { DOCUMENTATION_SAMPLE_VALUES, type SampleValues } from './sample-values';
import { SUBJECT_MAX_LENGTH, subjectOf } from './subjects';

const values: SampleValues = {
  ...DOCUMENTATION_SAMPLE_VALUES,
  email: 'zoe.quintanilla@privado.test',
  firstName: 'Zoelinda',
  lastName: 'Quintanilla',
  id: 4242,
  day: (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10),
};

/** Each type's subject for its sample input with the values above; null: the target says whom. */
const EXPECTED: Record<string, string | null> = {
  'subscriber.addUser': 'zoe.quintanilla@privado.test',
  'subscriber.create': 'zoe.quintanilla@privado.test',
  'subscriber.deactivateUser': 'usuario 4242',
  'subscriber.cancelInvitation': 'usuario 4242',
  'subscriber.resendInvitation': 'usuario 4242',
  // Its sample edits a user found by id (the target): a subscriber's screen adds the subscriber.
  'user.edit': null,
  'organization.edit': null,
  'organization.configureMeUser': null,
  'study.createSystemFolder': null,
  'storage.restoreDocuments': null,
  'operations.bulkRetry': null,
  'me.enable': null,
  'me.changeAdminUser': 'zoe.quintanilla@privado.test',
  'me.createUserFolder': 'Zoelinda Quintanilla',
  'me.createBaseFolder': null,
  'me.module.enable': 'módulo FirmCustomer',
  'me.module.update': 'módulo FirmCustomer',
  'me.module.disable': 'módulo FirmCustomer',
  'me.parameter.update': 'tope MAXQ',
  'me.role.assign': 'usuario 4242',
  'me.access.toggle': 'usuario 4242',
  'me.csvEnablement': null,
  'declarations.unlock': null,
  'eventanilla.changeStatus': null,
  'versions.publish': null,
  'versions.deprecate': null,
  'notification.create': null,
  'notification.edit': 'Mantenimiento de Quintanilla',
  'notification.delete': 'Mantenimiento de Quintanilla',
  'fileExtension.add': null,
  'fileExtension.remove': null,
  // The target is the person already ('Cambiar la contraseña del usuario · ana@…').
  'identity.setPassword': null,
  'identity.impersonate': null,
  'sessions.revoke': null,
  'sessions.revokeAll': null,
  'operation.undo': null,
  // An erasure never names the person it forgets.
  'record.forgetPerson': null,
};

describe('subjectOf', () => {
  it('lists every operation type', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(operationContracts.map((c) => c.type).sort());
  });

  for (const contract of operationContracts) {
    it(`${contract.type}: ${JSON.stringify(EXPECTED[contract.type] ?? null)}`, () => {
      const input = contract.input.parse(contract.sample(values)) as Record<string, unknown>;
      expect(subjectOf(contract.type, input)).toBe(EXPECTED[contract.type] ?? null);
    });
  }

  it('names the user of a user edit started from a subscriber’s screen (the target is the subscriber)', () => {
    expect(subjectOf('user.edit', { userId: 7, subscriberNumber: '100001', firstName: 'Ana' })).toBe(
      'usuario 7',
    );
  });

  it('tells apart two add-user operations on one subscriber', () => {
    const one = { subscriberNumber: '100001', email: 'ana@estudio.com', firstName: 'Ana', lastName: 'B' };
    const two = { ...one, email: 'bruno@estudio.com', firstName: 'Bruno' };
    expect(subjectOf('subscriber.addUser', one)).toBe('ana@estudio.com');
    expect(subjectOf('subscriber.addUser', two)).toBe('bruno@estudio.com');
  });

  it('names none for an input without the field (an older or erased run), an unknown type or no input', () => {
    expect(subjectOf('subscriber.addUser', { subscriberNumber: '100001' })).toBeNull();
    expect(subjectOf('subscriber.deactivateUser', { subscriberNumber: '100001' })).toBeNull();
    expect(subjectOf('subscriber.deactivateUser', { userId: '12' })).toBeNull();
    expect(subjectOf('me.module.enable', { appModuleCode: '  ' })).toBeNull();
    expect(subjectOf('no.such.type', { email: 'ana@estudio.com' })).toBeNull();
    expect(subjectOf('subscriber.addUser', null)).toBeNull();
    expect(subjectOf('subscriber.addUser', 'ana@estudio.com')).toBeNull();
  });

  it('cuts a long one', () => {
    const title = 'M'.repeat(500);
    const subject = subjectOf('notification.delete', { notificationId: 1, notificationTitle: title });
    expect(subject).toHaveLength(SUBJECT_MAX_LENGTH);
    expect(subject!.endsWith('…')).toBe(true);
  });
});
