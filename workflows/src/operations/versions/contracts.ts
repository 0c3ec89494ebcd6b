// Version control of the Mi Estudio application (spec 2 §2.11). Not high-risk: issue 5 lists
// notification publish, not version publish.
import { z } from 'zod';
import { versionsMessages } from './messages';
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import {
  VERSIONS_DEPRECATE,
  VERSIONS_PUBLISH,
  versionsDeprecateSteps,
  versionsPublishSteps,
} from './activities';
import { VERSIONS_ROLES } from '../../roles';

// Inputs of 'Publicar una nueva versión' and 'Deprecar' (spec 2 §2.11, §5). No Temporal imports.
export { versionsMessages } from './messages';
export { VERSIONS_APP_CODE } from './activities';

export const VERSION_CODE_MAX = 50;
export const VERSION_DESC_MAX = 300;

const platformCode = z
  .string({ error: versionsMessages.platformRequired })
  .trim()
  .min(1, { error: versionsMessages.platformRequired })
  .max(50, { error: versionsMessages.platformRequired });

const versionCode = z
  .string({ error: versionsMessages.codeRequired })
  .trim()
  .min(1, { error: versionsMessages.codeRequired })
  .max(VERSION_CODE_MAX, { error: versionsMessages.codeTooLong })
  .regex(/^\S+$/, { error: versionsMessages.codeWithSpaces });

export const versionsPublishInput = z.object({
  appPlatformCode: platformCode,
  appVersionCode: versionCode,
  appVersionDesc: z
    .string()
    .trim()
    .max(VERSION_DESC_MAX, { error: versionsMessages.descriptionTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type VersionsPublishInput = z.output<typeof versionsPublishInput>;

export const versionsDeprecateInput = z.object({
  appPlatformCode: platformCode,
  appVersionCode: versionCode,
});

export type VersionsDeprecateInput = z.output<typeof versionsDeprecateInput>;

/** Spec 2 §2.1: ME/feacture-flags belongs to the admins and the app maintainers. */
export const versionsContracts = [
  defineOperation({
    type: VERSIONS_PUBLISH,
    screen: 'me.featureFlags',
    sample: (v) => ({
      appPlatformCode: 'ANDROID',
      appVersionCode: '9.9.9-q',
      appVersionDesc: `Pedido de ${v.firstName} ${v.lastName}`,
    }),
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
    screen: 'me.featureFlags',
    sample: () => ({ appPlatformCode: 'ANDROID', appVersionCode: '0.0.1-q' }),
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
