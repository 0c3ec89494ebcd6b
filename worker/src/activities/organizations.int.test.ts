// 'Editar una organización' and 'Configurar usuario' (Mi Estudio) end to end: real Temporal dev
// server, real worker, real platform on PGlite. One test per branch of spec 1 §4, §5 and §8.
import { messages } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation, stepStatuses } from '@cgi/test-support/run-operation';
import { createSubscriberUser } from '@cgi/test-support/subscriber-fixtures';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const staff = { email: 'soporte@consola.test', userId: 900002 };
const fast = { maxAttempts: 3, initialBackoffMs: 20, maxBackoffMs: 20 };

const edit = (input: Record<string, unknown>, retry?: typeof fast) =>
  runOperation(env, {
    type: 'organization.edit',
    workflowType: 'organizationEdit',
    target: String(input.organizationId),
    input,
    actor: staff,
    ...(retry ? { retry } : {}),
  });

const configure = (input: { organizationId: number; userId: number }) =>
  runOperation(env, {
    type: 'organization.configureMeUser',
    workflowType: 'organizationConfigureMeUser',
    target: String(input.userId),
    input,
    actor: staff,
  });

/** An 11-digit CUIT nobody else has (the platform checks the format, not the check digit). */
const freshCuit = () => `2${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;

async function editableOrganization(organizationId: number) {
  const organization = await env.platform.organizations.byId(organizationId);
  return {
    organizationId,
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationTypeId: organization.organizationTypeId,
    organizationMaxAccessCount: organization.organizationMaxAccessCount ?? 5,
  };
}

describe('organization.edit', () => {
  it('updates name, legal name, max users and a changed CUIT', async () => {
    const base = await editableOrganization(20);
    const cuit = freshCuit();
    const outcome = await edit({
      ...base,
      organizationName: 'Editada Navegador',
      organizationLegalName: 'Editada Navegador S.A.',
      organizationMaxAccessCount: 7,
      organizationCuit: cuit,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Organización editada con éxito.',
      cuitChanged: true,
    });
    expect(stepStatuses(outcome.progress)).toEqual({ getOrganization: 'done', updateOrganization: 'done' });
    expect(await env.platform.organizations.byId(20)).toMatchObject({
      organizationName: 'Editada Navegador',
      organizationLegalName: 'Editada Navegador S.A.',
      organizationMaxAccessCount: 7,
      organizationCuit: cuit,
      modificationUser: staff.email,
    });
    const log = await env.platform.eventLog.ofTransaction(outcome.id);
    expect(log.every((entry) => entry.processName === 'organization.edit')).toBe(true);
  });

  it('does not send a CUIT that did not change', async () => {
    const base = await editableOrganization(21);
    const { organizationCuit } = await env.platform.organizations.byId(21);
    const outcome = await edit({ ...base, organizationCuit, organizationName: 'Sin cambio de CUIT' });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.cuitChanged).toBe(false);
    expect(outcome.progress.steps.find((s) => s.key === 'updateOrganization')?.note).toBe(
      'el CUIT no cambió',
    );
  });

  it("answers 'Ya existe una organización con el CUIT ingresado' for another organization's CUIT", async () => {
    const base = await editableOrganization(22);
    const outcome = await edit({ ...base, organizationCuit: '30710000014' });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({ code: 'CUIT_IN_USE', message: messages.cuitInUse });
    expect(outcome.progress.steps.find((s) => s.key === 'updateOrganization')).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
  });

  it("answers the service's 404 text for an unknown organization", async () => {
    const outcome = await edit({ ...(await editableOrganization(23)), organizationId: 987_654 });
    expect(outcome.progress.error?.message).toBe('Ocurrió un error en un servicio de: OrganizationApi');
    expect(stepStatuses(outcome.progress)).toEqual({
      getOrganization: 'failed',
      updateOrganization: 'pending',
    });
  });

  it('fails with the generic text once retries run out', async () => {
    const base = await editableOrganization(24);
    await injectFault(env, '/organizations/updateOrganizationCorpEntities', 500, 50);
    const outcome = await edit({ ...base, organizationName: 'Nunca' }, fast);
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error. Intente nuevamente.');
    expect(outcome.progress.steps.find((s) => s.key === 'updateOrganization')).toMatchObject({
      status: 'failed',
      attempts: 3,
    });
    expect((await env.platform.organizations.byId(24)).organizationName).not.toBe('Nunca');
  });

  it('running it again gives the same result', async () => {
    const input = {
      ...(await editableOrganization(25)),
      organizationName: 'Repetida',
      organizationCuit: freshCuit(),
    };
    expect((await edit(input)).ok).toBe(true);
    expect((await edit(input)).ok).toBe(true);
    expect((await env.platform.organizations.byId(25)).organizationCuit).toBe(input.organizationCuit);
  });
});

describe('organization.configureMeUser', () => {
  it('configures an ACTIVE collaborator of an organization with Mi Estudio', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const outcome = await configure({ organizationId: user.organizationId, userId: user.userId });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: messages.meUserConfigured,
      appRoleCode: 'ME.FirmStaff',
    });
    expect(stepStatuses(outcome.progress)).toEqual({ checkUser: 'done', enableUser: 'done' });
    const folder = await env.platform.storage.folder(1, user.userId);
    expect(folder.exist).toBe(true);
    // Again: nothing new is created.
    const again = await configure({ organizationId: user.organizationId, userId: user.userId });
    expect(again.ok).toBe(true);
    expect(again.progress.steps.find((s) => s.key === 'enableUser')?.note).toBe(
      'la carpeta del usuario ya existía',
    );
  });

  it('refuses a user waiting for validation', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'WAITING_VALIDATION' });
    const outcome = await configure({ organizationId: user.organizationId, userId: user.userId });
    expect(outcome.progress.error).toEqual({
      code: 'USER_NOT_CONFIGURABLE',
      message: messages.meUserNotConfigurable,
    });
    expect(stepStatuses(outcome.progress)).toEqual({ checkUser: 'failed', enableUser: 'pending' });
  });

  it("answers 'El usuario no existe' for an unknown user or one of another organization", async () => {
    expect((await configure({ organizationId: 2, userId: 987_654 })).progress.error?.message).toBe(
      'El usuario no existe',
    );
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    expect((await configure({ organizationId: 3, userId: user.userId })).progress.error?.message).toBe(
      'El usuario no existe',
    );
  });

  it("answers the ME registration service's 404 text when the organization has no Mi Estudio", async () => {
    // otra@demo.com.ar: ACTIVE user 8 of organization 3, which has no ME instance.
    const outcome = await configure({ organizationId: 3, userId: 8 });
    expect(outcome.progress.error).toEqual({
      code: 'ME_NOT_ENABLED',
      message: 'Ocurrió un error en un servicio de: MERegistrationApi',
    });
    expect(stepStatuses(outcome.progress)).toEqual({ checkUser: 'done', enableUser: 'failed' });
  });
});
