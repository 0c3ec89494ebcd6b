// Workflows of the security tools (spec 2 §2.12–§2.14): enable and disable file extensions,
// set a user's password and impersonate a user in the identity provider, and revoke one or
// every device session of a login account (the latter per session, a few at a time).
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import { failWhenUnsettled } from '../../core/bulk';
import { BULK_CHUNK_SIZE } from '../../core/history-shape';
import { legacySessionsRevokeAll } from './legacy';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import type {
  FileExtensionAddInput,
  FileExtensionRemoveInput,
  IdentityImpersonateInput,
  IdentitySetPasswordSealedInput,
  SessionsRevokeAllInput,
  SessionsRevokeInput,
} from './contracts';
import { businessFailureInWorkflow } from '../../core/workflow-failures';
import { runBulkOperation } from '../bulk-operation';
import { startOperationRunner } from '../operation-runner';
import type { SealedToken, SecurityActivities } from './activities';
import {
  claimTokenContext,
  IMPERSONATION_APP,
  IMPERSONATION_COOKIE_SECONDS,
  intermediateTokenContext,
} from './decide';
import { securityMessages as m } from './messages';
import {
  FILE_EXTENSION_ADD,
  FILE_EXTENSION_REMOVE,
  fileExtensionAddSteps,
  fileExtensionRemoveSteps,
  IDENTITY_IMPERSONATE,
  IDENTITY_SET_PASSWORD,
  identityImpersonateSteps,
  identitySetPasswordSteps,
  SESSIONS_REVOKE,
  SESSIONS_REVOKE_ALL,
  sessionsRevokeAllSteps,
  sessionsRevokeSteps,
} from './activities';

const activities = proxyActivities<SecurityActivities>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

export async function fileExtensionAdd(
  envelope: OperationEnvelope<FileExtensionAddInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, FILE_EXTENSION_ADD, fileExtensionAddSteps, {
    code: 'STEP_FAILED',
    message: m.fileExtensionsService,
  });
  const enabled = await runner.run('check', () =>
    activities.isExtensionEnabled({ extension: input.extension }),
  );
  if (enabled) await runner.skip('enable', m.extensionAlreadyEnabled);
  else
    await runner.run('enable', () =>
      activities.enableExtension({ extension: input.extension, actorEmail: envelope.actor.email }),
    );
  return runner.complete({
    message: m.extensionEnabled,
    extension: input.extension,
    alreadyEnabled: enabled,
  });
}

export async function fileExtensionRemove(
  envelope: OperationEnvelope<FileExtensionRemoveInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    FILE_EXTENSION_REMOVE,
    fileExtensionRemoveSteps,
    { code: 'STEP_FAILED', message: m.fileExtensionsService },
  );
  await runner.run('check', async () => {
    // §8: the service answers 404 for an extension it does not have enabled.
    if (!(await activities.isExtensionEnabled({ extension: input.extension }))) {
      throw businessFailureInWorkflow('EXTENSION_NOT_FOUND', m.fileExtensionsService);
    }
    return true;
  });
  await runner.run('disable', () =>
    activities.disableExtension({ extension: input.extension, actorEmail: envelope.actor.email }),
  );
  return runner.complete({ message: m.extensionDisabled, extension: input.extension });
}

export async function identitySetPassword(
  envelope: OperationEnvelope<IdentitySetPasswordSealedInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    IDENTITY_SET_PASSWORD,
    identitySetPasswordSteps,
    { code: 'STEP_FAILED', message: m.passwordFailed },
  );
  const user = await runner.run('findUser', () => activities.findIdentityUser({ email: input.email }));
  await runner.run('setPassword', () =>
    activities.setIdentityPassword({ username: user.username, encryptedPassword: input.encryptedPassword }),
  );
  return runner.complete({ message: m.passwordSaved, email: input.email });
}

export async function identityImpersonate(
  envelope: OperationEnvelope<IdentityImpersonateInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    IDENTITY_IMPERSONATE,
    identityImpersonateSteps,
    {
      code: 'STEP_FAILED',
      message:
        inputMode(envelope) === 'subscriberProducts' ? m.subscriberDataError : m.impersonationInternalError,
    },
  );
  const actor = envelope.actor.email;
  const operationId = workflowInfo().workflowId;
  await runner.run('findAccount', () =>
    activities.findLoginAccount({ email: input.email, mode: input.mode }),
  );

  if (input.mode === 'subscriberProducts') {
    await runner.skip('jobLogin', 'solo para ver como el usuario o como Mi Estudio');
    await runner.skip('notifyUser', 'solo para ver como el usuario o como Mi Estudio');
    await runner.skip('generateJwt3', 'solo para ver como Mi Estudio');
    const subscriber = await runner.run('lookupSubscriber', () =>
      activities.subscriberOfUser({ email: input.email }),
    );
    await runner.run('audit', () =>
      activities.auditImpersonation({
        actor,
        email: input.email,
        mode: input.mode,
        operationId,
        reason: envelope.reason ?? null,
      }),
    );
    return runner.complete({
      message: m.subscriberFound(input.email, subscriber.subscriptionNumber),
      impersonatedBy: actor,
      email: input.email,
      mode: input.mode,
      subscriptionNumber: subscriber.subscriptionNumber,
      subscriberName: subscriber.subscriberName,
    });
  }

  const { appCode, product } = IMPERSONATION_APP[input.mode];
  const context = intermediateTokenContext(input.email);
  const claim = claimTokenContext(actor, input.email, appCode);
  const jobToken = await runner.run('jobLogin', () => activities.jobLogin({ context }));
  const userToken = await runner.run('notifyUser', () =>
    activities.notifyUser({
      email: input.email,
      appCode,
      jobToken,
      context,
      sealFor: input.mode === 'me' ? context : claim,
    }),
  );
  let token: SealedToken = userToken;
  if (input.mode === 'me') {
    token = await runner.run('generateJwt3', () =>
      activities.generateJwt3({ appCode, userToken, context, sealFor: claim }),
    );
  } else {
    await runner.skip('generateJwt3', 'solo para ver como Mi Estudio');
  }
  await runner.skip('lookupSubscriber', 'solo para Productos Suscriptor');
  await runner.run('audit', () =>
    activities.auditImpersonation({
      actor,
      email: input.email,
      mode: input.mode,
      operationId,
      reason: envelope.reason ?? null,
    }),
  );
  return runner.complete({
    message: m.impersonationDone(input.email, product),
    impersonatedBy: actor,
    email: input.email,
    mode: input.mode,
    appCode,
    // Sealed for the one who started it; the api opens it into the cookie (§9).
    sealedToken: token.sealed,
    expiresIn: Math.min(token.expiresIn, IMPERSONATION_COOKIE_SECONDS),
  });
}

/**
 * Per-session revocation that travels in batches: the runner's workers ask for one session
 * each; the requests made in the same turn go out together, REVOKE_BATCH_SIZE per activity.
 */
function inputMode(envelope: OperationEnvelope<IdentityImpersonateInput>): string | undefined {
  return envelope.input?.mode;
}

export async function sessionsRevoke(
  envelope: OperationEnvelope<SessionsRevokeInput>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(envelope, SESSIONS_REVOKE, sessionsRevokeSteps, {
    code: 'STEP_FAILED',
    message: m.sessionNotRemoved,
  });
  // Only a session open for this account is revoked, so the target and the audit trail are true.
  const sessions = await runner.run('check', () =>
    activities.listSessions({ loginAccountId: input.loginAccountId, email: input.email }),
  );
  const open = sessions.some((session) => session.uuidDeviceSession === input.uuidDeviceSession);
  let outcome: 'revoked' | 'gone' = 'gone';
  if (open) {
    outcome = await runner.run('revoke', () =>
      activities.revokeSession({ uuidDeviceSession: input.uuidDeviceSession }),
    );
  } else {
    await runner.skip('revoke', m.sessionAlreadyGone);
  }
  if (outcome === 'gone' && open) runner.step('revoke').note = m.sessionAlreadyGone;
  return runner.complete({ message: m.sessionRemoved, uuidDeviceSession: input.uuidDeviceSession, outcome });
}

export async function sessionsRevokeAll(
  envelope: OperationEnvelope<SessionsRevokeAllInput>,
): Promise<OperationProgress> {
  return runBulkOperation(
    envelope,
    {
      type: SESSIONS_REVOKE_ALL,
      steps: sessionsRevokeAllSteps,
      genericFailure: { code: 'STEP_FAILED', message: m.sessionsLoadFailed },
      legacy: legacySessionsRevokeAll,
      prepareStep: 'listSessions',
      processStep: 'revoke',
      chunkSize: BULK_CHUNK_SIZE.sessionsRevokeAll,
      failure: failWhenUnsettled(m.sessionsItemsFailed),
    },
    ({ runner, counts }) =>
      runner.complete({
        message: counts.total === 0 ? m.sessionsNone : m.sessionsRemoved,
        revoked: counts.done,
        skipped: counts.skipped,
      }),
  );
}
