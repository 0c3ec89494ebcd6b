// Workflows of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11, §4):
// publish a version on a platform, deprecate an active one. Each is one logged step.
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import type { VersionsDeprecateInput, VersionsPublishInput } from './contracts';
import { startOperationRunner } from '../operation-runner';
import type { VersionsActivities } from './activities';
import { versionsMessages } from './messages';
import {
  VERSIONS_DEPRECATE,
  VERSIONS_PUBLISH,
  versionsDeprecateSteps,
  versionsPublishSteps,
} from './activities';

const activities = proxyActivities<VersionsActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 1 },
});

export async function versionsPublish(
  envelope: OperationEnvelope<VersionsPublishInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, VERSIONS_PUBLISH, versionsPublishSteps, {
    code: 'STEP_FAILED',
    message: versionsMessages.publishFailed,
  });
  // Chosen once per run (workflow time is replay-safe): every attempt sends the same date, which
  // is how the activity recognises its own earlier write.
  const releaseDate = new Date().toISOString();
  const version = await runner.run('publish', () =>
    activities.publishAppVersion({
      appPlatformCode: input.appPlatformCode,
      appVersionCode: input.appVersionCode,
      appVersionDesc: input.appVersionDesc,
      releaseDate,
      actorEmail: actor.email,
    }),
  );
  return runner.complete({ message: versionsMessages.published, ...version });
}

export async function versionsDeprecate(
  envelope: OperationEnvelope<VersionsDeprecateInput>,
): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, VERSIONS_DEPRECATE, versionsDeprecateSteps, {
    code: 'STEP_FAILED',
    message: versionsMessages.deprecateFailed,
  });
  const deprecationDate = new Date().toISOString();
  const version = await runner.run('deprecate', () =>
    activities.deprecateAppVersion({
      appPlatformCode: input.appPlatformCode,
      appVersionCode: input.appVersionCode,
      deprecationDate,
      actorEmail: actor.email,
    }),
  );
  return runner.complete({ message: versionsMessages.deprecatedOk, ...version });
}
