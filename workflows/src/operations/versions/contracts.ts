// Version control of the Mi Estudio application (spec 2 §2.11). Not high-risk: issue 5 lists
// notification publish, not version publish.
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import { versionsDeprecateInput, versionsPublishInput } from './inputs';
import { VERSIONS_DEPRECATE, VERSIONS_PUBLISH, versionsDeprecateSteps, versionsPublishSteps } from './steps';

/** Spec 2 §2.1: ME/feacture-flags belongs to the admins and the app maintainers. */
export const VERSIONS_ROLES = ['CGI.Admin', 'CGI.MeAppMaintainer'] as const;

export const versionsContracts = [
  defineOperation({
    type: VERSIONS_PUBLISH,
    workflowType: 'versionsPublish',
    label: 'Publicar una nueva versión',
    input: versionsPublishInput,
    inputFields: fields('appPlatformCode', 'appVersionCode', 'appVersionDesc'),
    steps: versionsPublishSteps,
    access: accessFor(VERSIONS_ROLES),
    target: (input) => `${input.appPlatformCode} ${input.appVersionCode}`,
    publicTarget: true,
  }),
  defineOperation({
    type: VERSIONS_DEPRECATE,
    workflowType: 'versionsDeprecate',
    label: 'Deprecar la versión',
    input: versionsDeprecateInput,
    inputFields: fields('appPlatformCode', 'appVersionCode'),
    steps: versionsDeprecateSteps,
    access: accessFor(VERSIONS_ROLES),
    target: (input) => `${input.appPlatformCode} ${input.appVersionCode}`,
    publicTarget: true,
  }),
];
