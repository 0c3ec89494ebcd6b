// Mi Estudio: the detail of an instance (modules, caps) and its users (roles, access)
// (spec 2 §2.8–§2.9). Spec 2 §2.1: ME/applicationInstances/* is for Admin and CustomerSupport.
import { z } from 'zod';
import { meInstanceMessages as t } from './messages';
import { checkModulePeriod, checkNewModuleExpiry, dayOf, isDay } from './dates';
import { nextAccessStatus } from './decide';
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import {
  ME_ACCESS_TOGGLE,
  ME_MODULE_DISABLE,
  ME_MODULE_ENABLE,
  ME_MODULE_UPDATE,
  ME_PARAMETER_UPDATE,
  ME_ROLE_ASSIGN,
  meAccessToggleSteps,
  meModuleDisableSteps,
  meModuleEnableSteps,
  meModuleUpdateSteps,
  meParameterUpdateSteps,
  meRoleAssignSteps,
} from './activities';
import { ME_INSTANCES_ROLES } from '../../roles';

// Inputs of the instance detail operations (spec 2 §2.8, §2.9, §5). Dates travel as days
// ('yyyy-MM-dd'); the day rules are checked against today in the console's zone when the api
// accepts the operation, so a retry days later runs what was accepted.
export { meInstanceMessages } from './messages';
/** The day rules of these screens, for the web form (one namespace: no clash with other areas). */
export * as meInstanceDates from './dates';
export {
  accessStatusLabel as meAccessStatusLabel,
  enableableModules as meEnableableModules,
  nextAccessStatus as meNextAccessStatus,
  splitInstanceUsers as meSplitInstanceUsers,
} from './decide';
import { moduleSubject, parameterSubject, userSubject } from '../subject-parts';

const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

const applicationInstanceId = positiveId(t.instanceRequired);
const userId = positiveId(t.userRequired);
const appModuleCode = z
  .string({ error: t.moduleRequired })
  .trim()
  .min(1, { error: t.moduleRequired })
  .max(100);
const day = z.string({ error: t.invalidDate }).refine(isDay, { error: t.invalidDate });

const today = () => dayOf(new Date());

/** 'Habilitar' a module: a module must be chosen; the expiry is optional and not a past day. */
export const meModuleEnableInput = z
  .object({
    applicationInstanceId,
    appModuleCode,
    /** Today unless given (a new module starts the day it is enabled). */
    startDate: day.optional(),
    finishDate: day.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    const error = checkNewModuleExpiry(input.finishDate, today());
    if (error) ctx.addIssue({ code: 'custom', path: ['finishDate'], message: t[error] });
    if (input.startDate && input.finishDate && input.finishDate < input.startDate) {
      ctx.addIssue({ code: 'custom', path: ['finishDate'], message: t.finishBeforeStart });
    }
  })
  .transform((input) => ({ ...input, startDate: input.startDate ?? today() }));

export type MeModuleEnableInput = z.output<typeof meModuleEnableInput>;

/** 'Editar' a module's period (spec 2 §5). */
export const meModuleUpdateInput = z
  .object({
    applicationInstanceId,
    appModuleCode,
    startDate: z.string({ error: t.startRequired }).min(1, { error: t.startRequired }).pipe(day),
    finishDate: day.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    const error = checkModulePeriod(input, today());
    if (error)
      ctx.addIssue({
        code: 'custom',
        path: [error === 'startRequired' ? 'startDate' : 'finishDate'],
        message: t[error],
      });
  });

export type MeModuleUpdateInput = z.output<typeof meModuleUpdateInput>;

/** 'Deshabilitar' a module: its end becomes yesterday. */
export const meModuleDisableInput = z.object({ applicationInstanceId, appModuleCode });

export type MeModuleDisableInput = z.output<typeof meModuleDisableInput>;

/** The largest value a cap takes (not in the spec: a guard against typing slips). */
export const PARAMETER_MAX_VALUE = 1_000_000;

/** 'Topes': an integer value, sent as a number (spec 2 §5). */
export const meParameterUpdateInput = z.object({
  applicationInstanceId,
  appParameterCode: z.string({ error: t.parameterValueInvalid }).trim().min(1).max(100),
  parameterValue: z
    .number({ error: t.parameterValueInvalid })
    .int({ error: t.parameterValueInvalid })
    .min(0, { error: t.parameterValueInvalid })
    .max(PARAMETER_MAX_VALUE, { error: t.parameterValueInvalid }),
});

export type MeParameterUpdateInput = z.output<typeof meParameterUpdateInput>;

/** 'Asignar un nuevo rol': grant or replace is decided by the workflow from the role held. */
export const meRoleAssignInput = z.object({
  applicationInstanceId,
  userId,
  roleCode: z.string({ error: t.roleRequired }).trim().min(1, { error: t.roleRequired }).max(100),
});

export type MeRoleAssignInput = z.output<typeof meRoleAssignInput>;

/**
 * 'Habilitar acceso' / 'Deshabilitar acceso': the caller says the status it saw; the target is
 * decided from it (spec 2 §4), so running it again converges instead of toggling back.
 */
export const meAccessToggleInput = z
  .object({
    applicationInstanceId,
    userId,
    currentStatusCode: z.string().trim().max(100).nullable().default(null),
  })
  .transform((input) => ({ ...input, accessStatusCode: nextAccessStatus(input.currentStatusCode) }));

export type MeAccessToggleInput = z.output<typeof meAccessToggleInput>;

const access = accessFor(ME_INSTANCES_ROLES);
const instanceTarget = (input: { applicationInstanceId: number }) => String(input.applicationInstanceId);
const moduleFields = fields('applicationInstanceId', 'appModuleCode', 'startDate', 'finishDate');

export const meInstanceDetailContracts = [
  defineOperation({
    type: ME_MODULE_ENABLE,
    screen: 'me.applicationInstances',
    sample: (v) => ({ applicationInstanceId: v.id, appModuleCode: 'FirmCustomer' }),
    workflowType: 'meModuleEnable',
    label: 'Habilitar un módulo de Mi Estudio',
    input: meModuleEnableInput,
    inputFields: moduleFields,
    resultFields: fields('appModuleCode', 'renewed'),
    steps: meModuleEnableSteps,
    access,
    target: instanceTarget,
    subject: (input) => moduleSubject(input.appModuleCode),
    publicTarget: true,
  }),
  defineOperation({
    type: ME_MODULE_UPDATE,
    screen: 'me.applicationInstances',
    sample: (v) => ({
      applicationInstanceId: v.id,
      appModuleCode: 'FirmCustomer',
      startDate: v.day(0),
      finishDate: v.day(60),
    }),
    workflowType: 'meModuleUpdate',
    label: 'Editar el período de un módulo de Mi Estudio',
    input: meModuleUpdateInput,
    inputFields: moduleFields,
    resultFields: fields('appModuleCode'),
    steps: meModuleUpdateSteps,
    access,
    target: instanceTarget,
    subject: (input) => moduleSubject(input.appModuleCode),
    publicTarget: true,
  }),
  defineOperation({
    type: ME_MODULE_DISABLE,
    screen: 'me.applicationInstances',
    sample: (v) => ({ applicationInstanceId: v.id, appModuleCode: 'FirmCustomer' }),
    workflowType: 'meModuleDisable',
    label: 'Deshabilitar un módulo de Mi Estudio',
    input: meModuleDisableInput,
    inputFields: fields('applicationInstanceId', 'appModuleCode'),
    resultFields: fields('appModuleCode'),
    steps: meModuleDisableSteps,
    access,
    target: instanceTarget,
    subject: (input) => moduleSubject(input.appModuleCode),
    publicTarget: true,
  }),
  defineOperation({
    type: ME_PARAMETER_UPDATE,
    screen: 'me.applicationInstances',
    sample: (v) => ({ applicationInstanceId: v.id, appParameterCode: 'MAXQ', parameterValue: 3 }),
    workflowType: 'meParameterUpdate',
    label: 'Editar un tope de Mi Estudio',
    input: meParameterUpdateInput,
    inputFields: fields('applicationInstanceId', 'appParameterCode', 'parameterValue'),
    resultFields: fields('appParameterCode', 'parameterValue'),
    steps: meParameterUpdateSteps,
    access,
    target: instanceTarget,
    subject: (input) => parameterSubject(input.appParameterCode),
    publicTarget: true,
  }),
  defineOperation({
    type: ME_ROLE_ASSIGN,
    screen: 'me.applicationInstances',
    sample: (v) => ({ applicationInstanceId: v.id, userId: v.id, roleCode: 'ADMIN' }),
    workflowType: 'meRoleAssign',
    label: 'Asignar un rol de Mi Estudio',
    input: meRoleAssignInput,
    inputFields: fields('applicationInstanceId', 'userId', 'roleCode'),
    resultFields: fields('roleCode', 'previousRoleCode'),
    steps: meRoleAssignSteps,
    access,
    target: instanceTarget,
    subject: (input) => userSubject(input.userId),
    publicTarget: true,
  }),
  defineOperation({
    type: ME_ACCESS_TOGGLE,
    screen: 'me.applicationInstances',
    sample: (v) => ({ applicationInstanceId: v.id, userId: v.id, currentStatusCode: null }),
    workflowType: 'meAccessToggle',
    label: 'Habilitar o deshabilitar el acceso a Mi Estudio',
    input: meAccessToggleInput,
    inputFields: fields('applicationInstanceId', 'userId', 'currentStatusCode'),
    resultFields: fields('accessStatusCode'),
    steps: meAccessToggleSteps,
    access,
    target: instanceTarget,
    subject: (input) => userSubject(input.userId),
    publicTarget: true,
  }),
];
