// The undo plans of the types beyond add-user (issue 28): only what the run itself changed is
// inverted (a link, status or assignment it found is left alone), newest first, and the undo
// writes as whoever runs it.
import { describe, expect, it } from 'vitest';
import type { OperationProgress, StepState } from '../core/progress';
import { explainFailure, undoPlanOf } from './aftermath';
import { contractOf } from './catalog';

/** A run whose listed steps are done with these values, then one failed step, then pending ones. */
function run(type: string, done: Record<string, unknown>, failed: string): OperationProgress {
  const contract = contractOf(type)!;
  let reached = false;
  const steps = contract.steps.map((definition): StepState => {
    const base = { key: definition.key, label: definition.label, attempts: 0 };
    if (definition.key === failed) {
      reached = true;
      return { ...base, status: 'failed' } as StepState;
    }
    if (!reached && Object.hasOwn(done, definition.key)) {
      return { ...base, status: 'done', value: done[definition.key] } as StepState;
    }
    return { ...base, status: reached ? 'pending' : 'skipped' } as StepState;
  });
  return { steps, error: { code: 'STEP_FAILED', message: 'x' } };
}

const actor = { email: 'soporte@consola.test', name: 'soporte@consola.test' };
const plan = (type: string, progress: OperationProgress) =>
  undoPlanOf(contractOf(type)!, progress, {}, actor).steps.map((step) => [step.key, step.args]);

describe("'Añadir suscriptor'", () => {
  const values = {
    checkSubscriber: { organizationId: 3 },
    createSubscriber: { subscriberId: 9, reused: false },
    findLoginAccount: null,
    createIdentityAccount: { externalRefId: 'x' },
    createLoginAccount: { loginAccountId: 11 },
    linkOrganization: { userId: 21, organizationId: 3, userStatusCode: 'ACTIVE', outcome: 'created' },
    assignUser: { alreadyAssigned: false },
  };

  it('unassigns and unlinks, newest first', () => {
    expect(plan('subscriber.create', run('subscriber.create', values, 'sendInvite'))).toEqual([
      ['undo.assignUser', { subscriberId: 9, userId: 21, missingIsDone: true }],
      ['undo.linkOrganization', { userId: 21, userStatusCode: 'DELETED' }],
    ]);
  });

  it('leaves a user who was in the organization already', () => {
    const kept = { ...values, linkOrganization: { ...values.linkOrganization, outcome: 'kept' } };
    expect(plan('subscriber.create', run('subscriber.create', kept, 'sendInvite'))).toEqual([
      ['undo.assignUser', { subscriberId: 9, userId: 21, missingIsDone: true }],
    ]);
  });
});

describe("'Dar de baja al usuario' and 'Cancelar invitación'", () => {
  const target = {
    subscriberId: 9,
    subscriberNumber: '700000001',
    userId: 21,
    loginAccountId: 11,
    organizationId: 3,
    email: 'x@demo.com.ar',
    userStatusCode: 'WAITING_VALIDATION',
  };

  it('gives back the status the run found and assigns again as whoever undoes it', () => {
    const progress = run(
      'subscriber.cancelInvitation',
      {
        findInvite: { target, invite: { inviteId: 31 } },
        deleteOrganizationUser: { changed: true },
        unassignUser: { wasAssigned: true },
      },
      'cancelInvite',
    );
    expect(plan('subscriber.cancelInvitation', progress)).toEqual([
      [
        'undo.unassignUser',
        { subscriberId: 9, subscriberNumber: '700000001', userId: 21, actorEmail: 'soporte@consola.test' },
      ],
      ['undo.deleteOrganizationUser', { userId: 21, userStatusCode: 'WAITING_VALIDATION' }],
    ]);
  });

  it('leaves a status and an assignment the run did not change', () => {
    const progress = run(
      'subscriber.cancelInvitation',
      {
        findInvite: { target: { ...target, userStatusCode: 'DELETED' }, invite: { inviteId: 31 } },
        deleteOrganizationUser: { changed: false },
        unassignUser: { wasAssigned: false },
      },
      'cancelInvite',
    );
    expect(plan('subscriber.cancelInvitation', progress)).toEqual([]);
  });

  it('a deactivation stopped at the unassignment says so', () => {
    const progress = run(
      'subscriber.deactivateUser',
      { getSubscriber: target, checkNotSelf: undefined, deleteOrganizationUser: { changed: true } },
      'unassignUser',
    );
    expect(explainFailure(contractOf('subscriber.deactivateUser')!, progress)?.text).toBe(
      'Se dio de baja el usuario en la organización; no se desasignó el usuario del suscriptor.',
    );
  });
});

describe("'Crear una nueva notificación'", () => {
  it('deactivates what it created, newest first, as whoever undoes it', () => {
    const progress = run(
      'notification.create',
      { createNotification: 41, createSuspension: 42 },
      'associateCondition',
    );
    expect(
      plan('notification.create', progress).map(([key, args]) => [
        key,
        (args as { notificationId: number }).notificationId,
      ]),
    ).toEqual([
      ['undo.createSuspension', 42],
      ['undo.createNotification', 41],
    ]);
    expect(undoPlanOf(contractOf('notification.create')!, progress, {}, actor).steps[0]!.args).toMatchObject({
      changes: { isActive: false },
      modificationUser: 'soporte@consola.test',
    });
  });
});

describe("'Habilitar Mi Estudio'", () => {
  const organization = {
    organizationId: 5,
    organizationName: 'Norte',
    organizationLegalName: 'Norte',
    organizationCuit: '30',
  };
  const input = {
    organizationId: 5,
    mode: 'reinitialise',
    maxFirmStaffCount: 4,
    maxFirmCustomerCount: 50,
    maxFirmCustomerStaffCount: 75,
    maxCapacityGB: 25,
    maxEVentanillaCustomerCount: 0,
    accessFinishDate: '2099-12-31',
  };
  const instance = {
    applicationInstanceId: 2,
    orgAppAccessStatusCode: 'SUSPENDED',
    accessFinishDate: null,
    parameters: [
      { code: 'User.MaxFirmStaffCount', value: 2 },
      { code: 'FirmCustomer.MaxFirmCustomerCount', value: 50 },
    ],
    modules: [
      { code: 'OrgFirmMgmnt', finishDate: null },
      { code: 'Storage', finishDate: '2020-01-01T00:00:00.000Z' },
    ],
  };

  it('sets back only the caps it changed that existed, and ends only the modules the instance lacked', () => {
    const progress = run(
      'me.enable',
      { organization, suborganization: { state: {}, instance }, parameters: undefined, modules: undefined },
      'instance',
    );
    const steps = undoPlanOf(contractOf('me.enable')!, progress, input, actor).steps;
    expect(steps.map((step) => step.key)).toEqual(['undo.modules', 'undo.parameters']);
    expect(steps[0]!.args).toMatchObject({ applicationInstanceId: 2, appModuleCodes: ['FirmCustomer'] });
    expect(steps[1]!.args).toEqual({
      applicationInstanceId: 2,
      parameters: [
        {
          appParameterCode: 'User.MaxFirmStaffCount',
          parameterValue: 2,
          productParameterRefCode: expect.any(String),
        },
      ],
    });
  });

  it('has nothing to undo on an organization that had no instance', () => {
    const progress = run(
      'me.enable',
      { organization, suborganization: { state: {}, instance: null } },
      'instance',
    );
    expect(undoPlanOf(contractOf('me.enable')!, progress, input, actor).steps).toEqual([]);
  });
});
