// Mi Estudio: instances of an organization, enablement, initialisation status and system
// folders (spec 2 §2.2–§2.6).
import { z } from 'zod';
import { meInstancesMessages as m } from './messages';
import { email } from '../../core/validation';
import { accessFor, defineOperation, relatedKey } from '../contract';
import { fields } from '../field-labels';
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
import { meEnableExplanation, meEnableUndo } from './enable-aftermath';

// Inputs of the Mi Estudio instances operations (spec 2 §2.4–§2.6, §5, §9): the enablement
// dialog, the change of an admin user's e-mail and the system folders.
/** Spec 2 §5: digits only, exactly 11, no hyphens. */
const CUIT_PATTERN = /^\d{11}$/;
export const meCuit = z.string({ error: m.cuitInvalid }).trim().regex(CUIT_PATTERN, { error: m.cuitInvalid });

const positiveId = z.number({ error: m.organizationNotLoaded }).int().positive();

export { ME_BASIC_MODULES, ME_CAPS, ME_DEFAULT_EXPIRY, ME_EVENTANILLA_CAP, todayIso } from './caps';
import { todayIso } from './caps';
import { ME_INSTANCES_ROLES } from '../../roles';
import { textSubject } from '../subject-parts';

const cap = z
  .number({ error: m.capsIncomplete })
  .int({ error: m.capsIncomplete })
  .min(0, { error: m.capsIncomplete })
  .max(1_000_000, { error: m.capsIncomplete });

/** A calendar day as the dialog sends it (yyyy-mm-dd). */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const meEnableInput = z.object({
  organizationId: positiveId,
  /** 'Volver a inicializar' (statusME) re-initialises; the instances page enables. */
  mode: z.enum(['enable', 'reinitialise']).default('enable'),
  maxFirmStaffCount: cap,
  maxFirmCustomerCount: cap,
  maxFirmCustomerStaffCount: cap,
  maxCapacityGB: cap,
  /** Fixed at 0 (spec 2 §2.4); any other value is refused. */
  maxEVentanillaCustomerCount: z.literal(0, { error: m.eVentanillaCapFixed }).default(0),
  accessFinishDate: z
    .string({ error: m.expiryInvalid })
    .trim()
    .regex(isoDay, { error: m.expiryInvalid })
    .refine((day) => !Number.isNaN(Date.parse(day)) && day >= todayIso(), { error: m.expiryInvalid }),
});

export type MeEnableInput = z.output<typeof meEnableInput>;

export const meChangeAdminUserInput = z.object({
  organizationId: positiveId,
  userId: z.number({ error: m.adminUserNotFound }).int().positive(),
  newEmail: email.transform((value) => value.toLowerCase()),
});

export type MeChangeAdminUserInput = z.output<typeof meChangeAdminUserInput>;

/** 'Crear Carpeta' of a user (spec 2 §7 Other): suborganizationId, firmUserId, firmUserName. */
export const meCreateUserFolderInput = z.object({
  suborganizationId: z.number({ error: m.userFolderFailed }).int().positive(),
  firmUserId: z.number({ error: m.userFolderFailed }).int().positive(),
  firmUserName: z.string({ error: m.userFolderFailed }).trim().min(1, { error: m.userFolderFailed }),
});

export type MeCreateUserFolderInput = z.output<typeof meCreateUserFolderInput>;

export const meCreateBaseFolderInput = z.object({
  suborganizationId: z.number({ error: m.baseFolderFailed }).int().positive(),
  suborganizationName: z.string({ error: m.baseFolderFailed }).trim().min(1, { error: m.baseFolderFailed }),
});

export type MeCreateBaseFolderInput = z.output<typeof meCreateBaseFolderInput>;

/** Spec 2 §2.1: ME/applicationInstances/* is open to Admin and CustomerSupport only. */
export const meInstancesContracts = [
  defineOperation({
    type: ME_ENABLE,
    screen: 'me.applicationInstances',
    sample: (v) => ({
      organizationId: v.id,
      maxFirmStaffCount: 1,
      maxFirmCustomerCount: 1,
      maxFirmCustomerStaffCount: 1,
      maxCapacityGB: 1,
      accessFinishDate: v.day(30),
    }),
    workflowType: 'meEnable',
    label: 'Habilitar Mi Estudio Versión Básica',
    input: meEnableInput,
    inputFields: fields(
      'organizationId',
      'mode',
      'maxFirmStaffCount',
      'maxFirmCustomerCount',
      'maxFirmCustomerStaffCount',
      'maxCapacityGB',
      'maxEVentanillaCustomerCount',
      'accessFinishDate',
    ),
    resultFields: fields('organizationId', 'applicationInstanceId', 'suborganizationId'),
    steps: meEnableSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.organizationId),
    publicTarget: true,
    targetKind: 'organization',
    related: (input) => [relatedKey('organization', input.organizationId)],
    explain: meEnableExplanation,
    undo: meEnableUndo,
  }),
  defineOperation({
    type: ME_CHANGE_ADMIN_USER,
    screen: 'me.applicationInstances',
    sample: (v) => ({ organizationId: v.id, userId: v.id, newEmail: v.email }),
    workflowType: 'meChangeAdminUser',
    label: 'Cambiar el email del usuario administrador',
    input: meChangeAdminUserInput,
    inputFields: fields('organizationId', 'userId', 'newEmail'),
    resultFields: fields('userId'),
    steps: meChangeAdminUserSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.userId),
    subject: (input) => textSubject(input.newEmail),
    publicTarget: true,
    related: (input) => [relatedKey('user', input.userId)],
  }),
  defineOperation({
    type: ME_CREATE_USER_FOLDER,
    screen: 'me.applicationInstances',
    sample: (v) => ({
      suborganizationId: v.id,
      firmUserId: v.id,
      firmUserName: `${v.firstName} ${v.lastName}`,
    }),
    workflowType: 'meCreateUserFolder',
    label: 'Crear la carpeta de sistema del usuario',
    input: meCreateUserFolderInput,
    inputFields: fields('suborganizationId', 'firmUserId', 'firmUserName'),
    resultFields: fields('suborganizationId', 'userId', 'alreadyExisted'),
    steps: meCreateUserFolderSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => `${input.suborganizationId}/${input.firmUserId}`,
    subject: (input) => textSubject(input.firmUserName),
    publicTarget: true,
    related: (input) => [relatedKey('study', input.suborganizationId), relatedKey('user', input.firmUserId)],
  }),
  defineOperation({
    type: ME_CREATE_BASE_FOLDER,
    screen: 'me.applicationInstances',
    sample: (v) => ({ suborganizationId: v.id, suborganizationName: `Estudio ${v.lastName}` }),
    workflowType: 'meCreateBaseFolder',
    label: 'Crear la carpeta de sistema del estudio (Mi Estudio)',
    input: meCreateBaseFolderInput,
    inputFields: fields('suborganizationId', 'suborganizationName'),
    resultFields: fields('suborganizationId', 'alreadyExisted'),
    steps: meCreateBaseFolderSteps,
    access: accessFor(ME_INSTANCES_ROLES),
    target: (input) => String(input.suborganizationId),
    publicTarget: true,
    targetKind: 'study',
    related: (input) => [relatedKey('study', input.suborganizationId)],
  }),
];
