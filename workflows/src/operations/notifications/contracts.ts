// Global notifications (spec 2 §2.10). The writers of spec 2 §6 start them; the information
// operator only for ADVERTISEMENT and INFORMATION, on every path (the rule below reads the
// notification an edit or delete names, so a retry is held to it too).
import { CONSOLE_TIME_ZONE } from '@cgi/platform/time-zone';
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { notificationMessages } from './messages';
import type { PlatformClient } from '@cgi/platform/client';
import { messages } from '../../messages';
import { accessFor, defineOperation, OperationRefusal, type OperationAction } from '../contract';
import { fields } from '../field-labels';
import { createNotificationExplanation, createNotificationUndo } from './aftermath';
import {
  NOTIFICATION_CREATE,
  NOTIFICATION_DELETE,
  NOTIFICATION_EDIT,
  notificationCreateSteps,
  notificationDeleteSteps,
  notificationEditSteps,
} from './activities';
import { approvalPolicy } from '../approval-policy';
import { textSubject } from '../subject-parts';

// Global notifications (spec 2 §2.10, §5, §6, §9): the form's rules in the spec's order, the
// overlap rule, the type restriction per role, and the operation inputs built on them. The web
// form and the api run the same code, so the server refuses exactly what the form refuses.
export { notificationMessages } from './messages';

export const NOTIFICATION_TIME_ZONE = CONSOLE_TIME_ZONE;
export const NOTIFICATION_APP_CODE = 'ME';

export const NOTIFICATION_TYPE_CODES = [
  'ADVERTISEMENT',
  'INFORMATION',
  'MAINTENANCE',
  'SERVICE_SUSPENSION',
] as const;
export type NotificationTypeCode = (typeof NOTIFICATION_TYPE_CODES)[number];

/** The create form offers these; a SERVICE_SUSPENSION is only created linked to a blocking maintenance. */
export const CREATABLE_NOTIFICATION_TYPES = ['ADVERTISEMENT', 'INFORMATION', 'MAINTENANCE'] as const;

export const NOTIFICATION_CHANNELS = ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'] as const;
export type NotificationChannelCode = (typeof NOTIFICATION_CHANNELS)[number];

const m = notificationMessages;

/** Who manages which types (spec 2 §6): the info operator only ADVERTISEMENT and INFORMATION. */
export const NOTIFICATION_WRITER_ROLES = [
  'CGI.Admin',
  'CGI.GlobalNotificationAdmin',
  'CGI.GlobalNotificationInfoOperator',
] as const;

export function manageableNotificationTypes(roles: readonly string[]): readonly string[] {
  if (roles.includes('CGI.Admin') || roles.includes('CGI.GlobalNotificationAdmin')) {
    return NOTIFICATION_TYPE_CODES;
  }
  if (roles.includes('CGI.GlobalNotificationInfoOperator')) return ['ADVERTISEMENT', 'INFORMATION'];
  return [];
}

export function mayManageNotificationType(roles: readonly string[], typeCode: string): boolean {
  return manageableNotificationTypes(roles).includes(typeCode);
}

/**
 * A date (yyyy-MM-dd) and time (HH:mm) entered in Buenos Aires as an ISO instant; '' when the
 * date is missing. A blank time is 00:00 (spec 2 §5, create form).
 */
export function notificationInstant(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!d) return '';
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim()) ?? ['', '0', '0'];
  const zoned = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    NOTIFICATION_TIME_ZONE,
  );
  return Number.isNaN(zoned.getTime()) ? '' : new Date(zoned.getTime()).toISOString();
}

/** The date (yyyy-MM-dd) and time (HH:mm) of an instant in Buenos Aires, for prefilling a form. */
export function notificationLocalParts(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const zoned = new TZDate(new Date(iso).getTime(), NOTIFICATION_TIME_ZONE);
  if (Number.isNaN(zoned.getTime())) return { date: '', time: '' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
}

/** Half-open validity windows [start, end); a missing end is open-ended. */
export function windowsOverlap(
  a: { start: string; end: string | null },
  b: { start: string; end: string | null },
): boolean {
  const aEnd = a.end ? Date.parse(a.end) : Infinity;
  const bEnd = b.end ? Date.parse(b.end) : Infinity;
  return Date.parse(a.start) < bEnd && Date.parse(b.start) < aEnd;
}

export interface ExistingNotification {
  notificationId: number;
  notificationTypeCode: string;
  appCode: string;
  isActive: boolean;
  validityStartDate: string;
  validityFinishDate: string | null;
}

/** Spec 2 §5: an active ME notification of the same type whose window overlaps (edit ignores itself). */
export function overlappingNotification(
  candidate: { typeCode: string; start: string; end: string | null; exceptIds?: readonly number[] },
  existing: readonly ExistingNotification[],
): ExistingNotification | undefined {
  return existing.find(
    (n) =>
      n.isActive &&
      n.appCode === NOTIFICATION_APP_CODE &&
      n.notificationTypeCode === candidate.typeCode &&
      !(candidate.exceptIds ?? []).includes(n.notificationId) &&
      windowsOverlap(
        { start: candidate.start, end: candidate.end },
        { start: n.validityStartDate, end: n.validityFinishDate },
      ),
  );
}

const optionalId = z.number().int().positive().nullable().default(null);
const instant = z.string().trim();

const common = {
  notificationTitle: z.string().trim(),
  notificationText: z.string().trim(),
  validityStartDate: instant,
  validityFinishDate: instant,
  communicationChannelCodes: z.array(z.enum(NOTIFICATION_CHANNELS)).transform((codes) => [...new Set(codes)]),
  notificationConditionType: optionalId,
  suborganizationGroupId: optionalId,
};

const createShape = z.object({
  ...common,
  notificationTypeCode: z.union([z.enum(CREATABLE_NOTIFICATION_TYPES), z.literal('')]),
  /** '¿Es bloqueante?': only a MAINTENANCE can be blocking. */
  blocking: z.boolean().default(false),
  suspensionStartDate: instant.default(''),
  /** Optional description: the text of the linked suspension (the content when blank). */
  description: z.string().trim().max(2000).default(''),
});

const editShape = z.object({
  notificationId: z.number().int().positive(),
  ...common,
  /**
   * '¿Es bloqueante?': the edit touches a service suspension (a blocking maintenance, its linked
   * suspension, or a suspension itself). The start's check holds it to what the platform says, so
   * the approval policy can read it from the input (issue 40).
   */
  blocking: z.boolean().default(false),
  /** The linked suspension of a blocking maintenance, edited with it. */
  suspension: z
    .object({
      notificationId: z.number().int().positive(),
      validityStartDate: instant,
      validityFinishDate: instant,
    })
    .nullable()
    .default(null),
});

export type NotificationCreateValues = z.input<typeof createShape>;
export type NotificationEditValues = z.input<typeof editShape>;

export interface NotificationFormError {
  field: string;
  message: string;
}

const before = (a: string, b: string) => Date.parse(a) < Date.parse(b);
const readable = (value: string) => value !== '' && !Number.isNaN(Date.parse(value));

/** The rules both forms share, in the order of spec 2 §5; the first that fails is the answer. */
function commonFailure(
  v: z.output<typeof createShape> | z.output<typeof editShape>,
  typeRequired: boolean,
  typeCode: string,
): NotificationFormError | null {
  if (!v.notificationTitle) return { field: 'notificationTitle', message: m.enterTitle };
  if (!v.notificationText) return { field: 'notificationText', message: m.enterContent };
  if (!readable(v.validityStartDate)) return { field: 'validityStartDate', message: m.enterStart };
  if (!readable(v.validityFinishDate)) return { field: 'validityFinishDate', message: m.enterEnd };
  if (typeRequired && !typeCode) return { field: 'notificationTypeCode', message: m.selectType };
  if (v.communicationChannelCodes.length === 0)
    return { field: 'communicationChannelCodes', message: m.selectPlatform };
  if (!before(v.validityStartDate, v.validityFinishDate))
    return { field: 'validityFinishDate', message: m.endAfterStart };
  return null;
}

function conditionFailure(v: {
  notificationConditionType: number | null;
  suborganizationGroupId: number | null;
}): NotificationFormError | null {
  if (v.notificationConditionType === null && v.suborganizationGroupId !== null)
    return { field: 'notificationConditionType', message: m.selectConditionType };
  if (v.notificationConditionType !== null && v.suborganizationGroupId === null)
    return { field: 'suborganizationGroupId', message: m.selectStudyGroup };
  return null;
}

/**
 * The create form's first failing rule: fields, overlap (when the current notifications are
 * given), suspension, condition.
 */
export function createFormFailure(
  values: z.output<typeof createShape>,
  existing?: readonly ExistingNotification[],
): NotificationFormError | null {
  const failure = commonFailure(values, true, values.notificationTypeCode);
  if (failure) return failure;
  const blocking = values.blocking && values.notificationTypeCode === 'MAINTENANCE';
  if (
    existing &&
    (overlappingNotification(
      {
        typeCode: values.notificationTypeCode,
        start: values.validityStartDate,
        end: values.validityFinishDate,
      },
      existing,
    ) ||
      (blocking &&
        readable(values.suspensionStartDate) &&
        overlappingNotification(
          {
            typeCode: 'SERVICE_SUSPENSION',
            start: values.suspensionStartDate,
            end: values.validityFinishDate,
          },
          existing,
        )))
  ) {
    return { field: 'validityStartDate', message: m.alreadyExists };
  }
  if (blocking) {
    if (!readable(values.suspensionStartDate)) return { field: 'suspensionStartDate', message: m.enterStart };
    if (!before(values.suspensionStartDate, values.validityFinishDate))
      return { field: 'suspensionStartDate', message: m.suspensionBeforeEnd };
    if (before(values.suspensionStartDate, values.validityStartDate))
      return { field: 'suspensionStartDate', message: m.suspensionAfterStart };
  }
  return conditionFailure(values);
}

/** The edit form's first failing rule (no type: the edit form has no selector). */
export function editFormFailure(
  values: z.output<typeof editShape>,
  current?: { typeCode: string; existing: readonly ExistingNotification[] },
): NotificationFormError | null {
  const failure = commonFailure(values, false, '');
  if (failure) return failure;
  const suspension = values.suspension;
  if (current) {
    const ignore = [values.notificationId, ...(suspension ? [suspension.notificationId] : [])];
    const clash =
      overlappingNotification(
        {
          typeCode: current.typeCode,
          start: values.validityStartDate,
          end: values.validityFinishDate,
          exceptIds: ignore,
        },
        current.existing,
      ) ??
      (suspension && readable(suspension.validityStartDate) && readable(suspension.validityFinishDate)
        ? overlappingNotification(
            {
              typeCode: 'SERVICE_SUSPENSION',
              start: suspension.validityStartDate,
              end: suspension.validityFinishDate,
              exceptIds: ignore,
            },
            current.existing,
          )
        : undefined);
    if (clash) return { field: 'validityStartDate', message: m.alreadyExists };
  }
  if (
    suspension &&
    (!readable(suspension.validityStartDate) ||
      !readable(suspension.validityFinishDate) ||
      !before(suspension.validityStartDate, suspension.validityFinishDate))
  ) {
    return { field: 'suspensionStartDate', message: m.suspensionRange };
  }
  // Editing the linked suspension is editing a blocking maintenance.
  if (suspension && !values.blocking) return { field: 'blocking', message: m.blockingUndeclared };
  return conditionFailure(values);
}

/**
 * Whether an edit touches a service suspension: the notification is one (an edit also makes it
 * active again), or a maintenance with an active linked one, or the edit carries its linked one.
 */
export function editSuspendsService(
  current: { notificationId: number; notificationTypeCode: string },
  all: readonly { notificationTypeCode: string; relatedNotificationId: number | null; isActive: boolean }[],
  input: { suspension: unknown },
): boolean {
  return (
    current.notificationTypeCode === 'SERVICE_SUSPENSION' ||
    input.suspension !== null ||
    all.some(
      (n) =>
        n.isActive &&
        n.notificationTypeCode === 'SERVICE_SUSPENSION' &&
        n.relatedNotificationId === current.notificationId,
    )
  );
}

function withFailure<T extends z.ZodType>(
  shape: T,
  failure: (v: z.output<T>) => NotificationFormError | null,
) {
  return shape.superRefine((values, ctx) => {
    const found = failure(values);
    if (found) ctx.addIssue({ code: 'custom', path: [found.field], message: found.message });
  });
}

/** 'Crear una nueva notificación' (notification.create). */
export const notificationCreateInput = withFailure(createShape, (v) => createFormFailure(v));
export type NotificationCreateInput = z.output<typeof createShape>;

/** 'Editar notificación' (notification.edit). */
export const notificationEditInput = withFailure(editShape, (v) => editFormFailure(v));
export type NotificationEditInput = z.output<typeof editShape>;

/** 'Eliminar notificación' (notification.delete): soft delete, isActive false. */
export const notificationDeleteInput = z.object({
  notificationId: z.number().int().positive(),
  notificationTitle: z.string().trim().max(500).default(''),
});
export type NotificationDeleteInput = z.output<typeof notificationDeleteInput>;

export const notificationCreateShape = createShape;
export const notificationEditShape = editShape;

const access = accessFor(NOTIFICATION_WRITER_ROLES);
const typeNotAllowed = () => new OperationRefusal(403, 'FORBIDDEN', notificationMessages.typeNotAllowed);
const overlap = (field: string, message: string) =>
  new OperationRefusal(409, 'NOTIFICATION_ALREADY_EXISTS', message, { [field]: message });

/** The ME notifications, or the spec's service failure (404 or 502, 'Global Notification'). */
async function meNotifications(platform: PlatformClient) {
  try {
    return await platform.globalNotifications.list({ appCodes: [NOTIFICATION_APP_CODE] });
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw new OperationRefusal(
      status === 404 ? 404 : 502,
      'NOTIFICATION_SERVICE',
      notificationMessages.serviceFailed,
    );
  }
}

/** The notification an edit or delete names, held to the caller's role. */
async function namedNotification(
  request: { action: OperationAction; roles: readonly string[]; platform: PlatformClient },
  notificationId: number,
) {
  const all = await meNotifications(request.platform);
  const current = all.find((n) => n.notificationId === notificationId);
  if (!current) {
    // Gone since: a start is refused; a retry may go on only for a role that manages every type.
    if (request.action === 'start' || !mayManageNotificationType(request.roles, 'MAINTENANCE')) {
      throw new OperationRefusal(404, 'NOTIFICATION_NOT_FOUND', notificationMessages.serviceFailed);
    }
    return { all, current: null };
  }
  if (!mayManageNotificationType(request.roles, current.notificationTypeCode)) throw typeNotAllowed();
  return { all, current };
}

/** Runs a rule that refuses by throwing, as the gate expects it: returning the refusal. */
async function refusalOf(rule: () => Promise<unknown>): Promise<OperationRefusal | null> {
  try {
    await rule();
    return null;
  } catch (error) {
    if (error instanceof OperationRefusal) return error;
    throw error;
  }
}

export const notificationsContracts = [
  defineOperation({
    type: NOTIFICATION_CREATE,
    screen: 'globalNotification',
    sample: (v) => ({
      notificationTitle: `Aviso para ${v.firstName} ${v.lastName}`,
      notificationText: `Hola ${v.firstName}, escriba a ${v.email}`,
      validityStartDate: notificationInstant(v.day(60), '10:00'),
      validityFinishDate: notificationInstant(v.day(61), '10:00'),
      notificationTypeCode: 'INFORMATION',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      blocking: false,
      suspensionStartDate: '',
      notificationConditionType: null,
      suborganizationGroupId: null,
    }),
    workflowType: 'notificationCreate',
    label: 'Crear una nueva notificación',
    input: notificationCreateInput,
    inputFields: fields(
      'notificationTypeCode',
      'notificationTitle',
      'notificationText',
      'validityStartDate',
      'validityFinishDate',
      'communicationChannelCodes',
      'notificationConditionType',
      'suborganizationGroupId',
      'blocking',
      'suspensionStartDate',
      'description',
    ),
    steps: notificationCreateSteps,
    access,
    // A blocking maintenance suspends the service for every customer.
    approval: approvalPolicy({
      roles: ['CGI.Admin', 'CGI.GlobalNotificationAdmin'],
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
      text: 'Cuando crea un mantenimiento bloqueante (suspende el servicio para todos los clientes)',
    }),
    rule: async ({ roles, input }) =>
      mayManageNotificationType(roles, input.notificationTypeCode) ? null : typeNotAllowed(),
    check: async ({ input, platform }) => {
      const failure = createFormFailure(input, await meNotifications(platform));
      if (failure) throw overlap(failure.field, failure.message);
    },
    // Issue 5: publishing a notification records why.
    highRisk: true,
    // A free text: Temporal's index gets its pseudonym.
    target: (input) => input.notificationTitle,
    explain: createNotificationExplanation,
    undo: createNotificationUndo,
  }),
  defineOperation({
    type: NOTIFICATION_EDIT,
    screen: 'globalNotification',
    sample: (v) => ({
      notificationId: v.id,
      notificationTitle: `Mantenimiento de ${v.lastName}`,
      notificationText: `Avisar a ${v.email}`,
      validityStartDate: notificationInstant(v.day(90), '01:00'),
      validityFinishDate: notificationInstant(v.day(91), '01:00'),
      communicationChannelCodes: ['WEB-APP-PUSH'],
    }),
    workflowType: 'notificationEdit',
    label: 'Editar notificación',
    input: notificationEditInput,
    inputFields: fields(
      'notificationId',
      'notificationTitle',
      'notificationText',
      'validityStartDate',
      'validityFinishDate',
      'communicationChannelCodes',
      'notificationConditionType',
      'suborganizationGroupId',
      'blocking',
      'suspension',
    ),
    steps: notificationEditSteps,
    access,
    // As risky as creating one (issue 40): an edit of a blocking maintenance or of a suspension
    // moves, changes or keeps a suspension of the service for every customer. `blocking` says so
    // and the check below holds it to the platform.
    approval: approvalPolicy({
      roles: ['CGI.Admin', 'CGI.GlobalNotificationAdmin'],
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
      text:
        'Cuando edita un mantenimiento bloqueante o una suspensión del servicio ' +
        '(mover su ventana, cambiarlo o mantenerlo activo)',
    }),
    rule: (request) => refusalOf(() => namedNotification(request, request.input.notificationId)),
    check: async (request) => {
      const { all, current } = await namedNotification(request, request.input.notificationId);
      if (!current) return;
      const suspension = request.input.suspension;
      // The suspension edited along must be the one linked to this notification.
      if (
        suspension &&
        !all.some(
          (n) =>
            n.notificationId === suspension.notificationId &&
            n.relatedNotificationId === current.notificationId,
        )
      ) {
        throw new OperationRefusal(400, 'VALIDATION', messages.invalidInput, {
          suspension: notificationMessages.suspensionRange,
        });
      }
      // What the approval policy reads must be true: an edit that suspends the service says so.
      const suspends = editSuspendsService(current, all, request.input);
      if (request.input.blocking !== suspends) {
        throw new OperationRefusal(400, 'VALIDATION', messages.invalidInput, {
          blocking: suspends ? notificationMessages.blockingUndeclared : notificationMessages.notBlocking,
        });
      }
      const failure = editFormFailure(request.input, {
        typeCode: current.notificationTypeCode,
        existing: all,
      });
      if (failure) throw overlap(failure.field, failure.message);
    },
    target: (input) => String(input.notificationId),
    subject: (input) => textSubject(input.notificationTitle),
    publicTarget: true,
    targetKind: 'notification',
  }),
  defineOperation({
    type: NOTIFICATION_DELETE,
    screen: 'globalNotification',
    sample: (v) => ({ notificationId: v.id, notificationTitle: `Mantenimiento de ${v.lastName}` }),
    workflowType: 'notificationDelete',
    label: 'Eliminar notificación',
    input: notificationDeleteInput,
    inputFields: fields('notificationId', 'notificationTitle'),
    steps: notificationDeleteSteps,
    access,
    rule: (request) => refusalOf(() => namedNotification(request, request.input.notificationId)),
    highRisk: true,
    target: (input) => String(input.notificationId),
    subject: (input) => textSubject(input.notificationTitle),
    publicTarget: true,
    targetKind: 'notification',
  }),
];
