// The Mi Estudio instances operations (spec 2 §2.4–§2.6): enable or re-initialise ME Basic,
// change an admin user's e-mail, and create a user's or the study's system folder. Each step
// checks what exists before it writes, so a re-run skips what is done.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import { todayIso } from './caps';
import type {
  MeChangeAdminUserInput,
  MeCreateBaseFolderInput,
  MeCreateUserFolderInput,
  MeEnableInput,
} from './contracts';
import { messages } from '../../messages';
import { noteStep, startOperationRunner } from '../operation-runner';
import type { StorageActivities } from '../storage/activities';
import type { MeInstancesActivities } from './activities';
import { buildEnablementRequest, isFullyInitialised, moduleChanges, parameterChanges } from './decide';
import { meInstancesMessages as m } from './messages';
import {
  ME_CHANGE_ADMIN_USER,
  ME_CREATE_BASE_FOLDER,
  ME_CREATE_USER_FOLDER,
  ME_ENABLE,
  meChangeAdminUserSteps,
  meCreateBaseFolderSteps,
  meCreateUserFolderSteps,
  meEnableSteps,
} from './activities';

const options = {
  startToCloseTimeout: '15 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
} as const;
const activities = proxyActivities<MeInstancesActivities>(options);
const storage = proxyActivities<StorageActivities>(options);

export async function meEnable(envelope: OperationEnvelope<MeEnableInput>): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, ME_ENABLE, meEnableSteps, {
    code: 'STEP_FAILED',
    message: messages.genericErrorRetry,
  });

  const organization = await runner.run('organization', () =>
    activities.getMeOrganization({ organizationId: input.organizationId }),
  );
  const found = await runner.run('suborganization', async () => {
    const state = await activities.getMeInitialisationState({ organizationId: input.organizationId });
    const instance =
      state.applicationInstanceId === null
        ? null
        : await activities.getMeInstance({ applicationInstanceId: state.applicationInstanceId });
    return { state, instance };
  });
  noteStep(
    runner,
    'suborganization',
    found.state.suborganizationExist
      ? 'el estudio base ya existe'
      : 'el estudio base se crea con la instancia',
  );

  const now = new Date();
  const request = buildEnablementRequest(organization, input, todayIso(now));
  const instance = found.instance;

  if (!instance) {
    await runner.skip('parameters', 'se configuran al crear la instancia');
    await runner.skip('modules', 'se habilitan al crear la instancia');
  } else {
    const changes = parameterChanges(instance, request.appParams);
    if (changes.length === 0) await runner.skip('parameters', 'los topes ya tenían esos valores');
    else {
      await runner.run('parameters', async () => {
        for (const parameter of changes) {
          await activities.setMeParameter({
            applicationInstanceId: instance.applicationInstanceId,
            parameter,
          });
        }
      });
      noteStep(runner, 'parameters', `${changes.length} de ${request.appParams.length} topes actualizados`);
    }
    const modules = moduleChanges(instance, request.appModules, now);
    if (modules.enable.length + modules.renew.length === 0) {
      await runner.skip('modules', 'los módulos ya estaban habilitados');
    } else {
      await runner.run('modules', async () => {
        const period = { startDate: request.accessStartDate, finishDate: null };
        for (const appModuleCode of modules.enable) {
          await activities.enableMeModule({
            applicationInstanceId: instance.applicationInstanceId,
            appModuleCode,
            ...period,
          });
        }
        for (const appModuleCode of modules.renew) {
          await activities.renewMeModule({
            applicationInstanceId: instance.applicationInstanceId,
            appModuleCode,
            ...period,
          });
        }
      });
      noteStep(runner, 'modules', [...modules.enable, ...modules.renew].join(', '));
    }
  }

  let applicationInstanceId = instance?.applicationInstanceId ?? null;
  if (isFullyInitialised(found.state, instance, request.accessFinishDate)) {
    await runner.skip('instance', 'Mi Estudio ya estaba inicializado');
  } else {
    const created = await runner.run('instance', () =>
      activities.initializeMe({ request, actorEmail: actor.email }),
    );
    applicationInstanceId = created.applicationInstanceId;
    noteStep(
      runner,
      'instance',
      instance ? 'instancia renovada; se completó lo que faltaba' : 'instancia creada',
    );
  }

  return runner.complete({
    message: input.mode === 'reinitialise' ? m.reinitialised : m.basicEnabled,
    organizationId: input.organizationId,
    applicationInstanceId,
  });
}

export async function meChangeAdminUser(
  envelope: OperationEnvelope<MeChangeAdminUserInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_CHANGE_ADMIN_USER,
    meChangeAdminUserSteps,
    {
      code: 'STEP_FAILED',
      message: m.genericError,
    },
  );

  const admin = await runner.run('checkUser', async () => {
    const state = await activities.getMeInitialisationState({ organizationId: input.organizationId });
    const user = state.admins.find((candidate) => candidate.userId === input.userId);
    if (!user) throw businessFailureInWorkflow('ADMIN_NOT_FOUND', m.adminUserNotFound);
    return user;
  });
  if (admin.email === input.newEmail) {
    await runner.skip('changeEmail', 'el usuario ya tiene ese email');
  } else {
    await runner.run('changeEmail', () =>
      activities.changeMeAdminEmail({
        userId: input.userId,
        newEmail: input.newEmail,
        actorEmail: actor.email,
      }),
    );
  }

  return runner.complete({ message: m.adminEmailChanged, userId: input.userId, email: input.newEmail });
}

export async function meCreateUserFolder(
  envelope: OperationEnvelope<MeCreateUserFolderInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_CREATE_USER_FOLDER,
    meCreateUserFolderSteps,
    {
      code: 'STEP_FAILED',
      message: m.userFolderFailed,
    },
  );

  const folder = await runner.run('checkFolder', () =>
    activities.getMeUserFolder({ suborganizationId: input.suborganizationId, userId: input.firmUserId }),
  );
  if (folder.present) {
    await runner.skip('createFolder', 'la carpeta del usuario ya existe');
  } else {
    await runner.run('createFolder', async () => {
      const suborganizationName = await activities.getMeStudyName({
        suborganizationId: input.suborganizationId,
      });
      const outcome = await activities.createMeUserFolder({
        ...input,
        suborganizationName,
        actorEmail: actor.email,
      });
      if (outcome.status !== 'success')
        throw businessFailureInWorkflow('FOLDER_NOT_CREATED', m.userFolderFailed);
      return outcome;
    });
  }

  return runner.complete({
    message: m.userFolderCreated,
    suborganizationId: input.suborganizationId,
    userId: input.firmUserId,
    alreadyExisted: folder.present,
  });
}

export async function meCreateBaseFolder(
  envelope: OperationEnvelope<MeCreateBaseFolderInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(
    envelope,
    ME_CREATE_BASE_FOLDER,
    meCreateBaseFolderSteps,
    {
      code: 'STEP_FAILED',
      message: m.baseFolderFailed,
    },
  );

  const folder = await runner.run('checkFolder', () =>
    storage.getStudyFolder({ suborganizationId: input.suborganizationId }),
  );
  if (folder.present) {
    await runner.skip('createFolder', 'la carpeta de sistema ya existe');
  } else {
    await runner.run('createFolder', async () => {
      const outcome = await storage.createStudyFolder({ ...input, actorEmail: actor.email });
      // The storage service's non-success result is the organization without an active admin.
      if (outcome.status !== 'success') {
        throw businessFailureInWorkflow('NO_ACTIVE_ADMIN', messages.folderNoActiveAdmin);
      }
      return outcome;
    });
  }

  return runner.complete({
    message: m.userFolderCreated,
    suborganizationId: input.suborganizationId,
    alreadyExisted: folder.present,
  });
}
