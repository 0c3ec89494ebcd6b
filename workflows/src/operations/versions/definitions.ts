// Operation types of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11).
import { define, type OperationDefinition } from '../definition';
import { versionsDeprecateInput, versionsPublishInput } from '../../inputs/versions';
import { VERSIONS_DEPRECATE, VERSIONS_PUBLISH, versionsDeprecateSteps, versionsPublishSteps } from './steps';

/** §2.1: ME/feacture-flags belongs to the admins and the app maintainers; the api refuses the rest. */
export const VERSIONS_ROLES = ['CGI.Admin', 'CGI.MeAppMaintainer'] as const;

// Not high-risk: issue 5 lists notification publish, not version publish.
export const versionsOperations: Record<string, OperationDefinition> = {
  [VERSIONS_PUBLISH]: define({
    type: VERSIONS_PUBLISH,
    workflowType: 'versionsPublish',
    label: 'Publicar una nueva versión',
    input: versionsPublishInput,
    target: (input) => `${input.appPlatformCode} ${input.appVersionCode}`,
    roles: VERSIONS_ROLES,
    steps: versionsPublishSteps,
  }),
  [VERSIONS_DEPRECATE]: define({
    type: VERSIONS_DEPRECATE,
    workflowType: 'versionsDeprecate',
    label: 'Deprecar la versión',
    input: versionsDeprecateInput,
    target: (input) => `${input.appPlatformCode} ${input.appVersionCode}`,
    roles: VERSIONS_ROLES,
    steps: versionsDeprecateSteps,
  }),
};
