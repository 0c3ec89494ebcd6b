// The notification form's fields as typed (dates yyyy-MM-dd and times HH:mm in Buenos Aires)
// and their conversion to the operation inputs; the rules themselves are the shared ones.
import {
  createFormFailure,
  editFormFailure,
  notificationCreateShape,
  notificationEditShape,
  notificationInstant,
  notificationLocalParts,
  type ExistingNotification,
  type NotificationCreateValues,
  type NotificationEditValues,
  type NotificationFormError,
} from '@cgi/workflows/inputs';

export interface NotificationFormState {
  title: string;
  content: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  type: string;
  web: boolean;
  mobile: boolean;
  blocking: boolean;
  suspensionDate: string;
  suspensionTime: string;
  suspensionEndDate: string;
  suspensionEndTime: string;
  conditionType: string;
  studyGroup: string;
  description: string;
}

export const emptyForm: NotificationFormState = {
  title: '',
  content: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  type: '',
  // Spec 2 §2.10: both platforms checked by default.
  web: true,
  mobile: true,
  blocking: false,
  suspensionDate: '',
  suspensionTime: '',
  suspensionEndDate: '',
  suspensionEndTime: '',
  conditionType: '',
  studyGroup: '',
  description: '',
};

const idOrNull = (value: string) => (value ? Number(value) : null);

function channels(form: NotificationFormState): ('WEB-APP-PUSH' | 'MOBILE-APP-PUSH')[] {
  return [
    ...(form.web ? (['WEB-APP-PUSH'] as const) : []),
    ...(form.mobile ? (['MOBILE-APP-PUSH'] as const) : []),
  ];
}

export function createInputOf(form: NotificationFormState): NotificationCreateValues {
  const blocking = form.blocking && form.type === 'MAINTENANCE';
  return {
    notificationTitle: form.title,
    notificationText: form.content,
    validityStartDate: notificationInstant(form.startDate, form.startTime),
    validityFinishDate: notificationInstant(form.endDate, form.endTime),
    notificationTypeCode: form.type as NotificationCreateValues['notificationTypeCode'],
    communicationChannelCodes: channels(form),
    blocking,
    suspensionStartDate: blocking ? notificationInstant(form.suspensionDate, form.suspensionTime) : '',
    description: blocking ? form.description : '',
    notificationConditionType: idOrNull(form.conditionType),
    suborganizationGroupId: idOrNull(form.studyGroup),
  };
}

export function editInputOf(
  form: NotificationFormState,
  notificationId: number,
  suspensionId: number | null,
): NotificationEditValues {
  return {
    notificationId,
    notificationTitle: form.title,
    notificationText: form.content,
    validityStartDate: notificationInstant(form.startDate, form.startTime),
    validityFinishDate: notificationInstant(form.endDate, form.endTime),
    communicationChannelCodes: channels(form),
    notificationConditionType: idOrNull(form.conditionType),
    suborganizationGroupId: idOrNull(form.studyGroup),
    // A blocking maintenance (it has a linked suspension) or a suspension: the edit needs approval.
    blocking: suspensionId !== null || form.type === 'SERVICE_SUSPENSION',
    suspension:
      suspensionId === null
        ? null
        : {
            notificationId: suspensionId,
            validityStartDate: notificationInstant(form.suspensionDate, form.suspensionTime),
            validityFinishDate: notificationInstant(form.suspensionEndDate, form.suspensionEndTime),
          },
  };
}

/** The first rule the form breaks (spec 2 §5 order), checking the overlap against `existing`. */
export function createFailureOf(
  form: NotificationFormState,
  existing: readonly ExistingNotification[],
): NotificationFormError | null {
  return createFormFailure(notificationCreateShape.parse(createInputOf(form)), existing);
}

export function editFailureOf(
  input: NotificationEditValues,
  typeCode: string,
  existing: readonly ExistingNotification[],
): NotificationFormError | null {
  return editFormFailure(notificationEditShape.parse(input), { typeCode, existing });
}

/** The edit form prefilled from the list entry (spec 2 §2.10). */
export function formOf(n: {
  notificationTitle: string;
  notificationText: string;
  validityStartDate: string;
  validityFinishDate: string | null;
  notificationTypeCode: string;
  communicationChannels: readonly { communicationChannelCode: string }[];
  suborganizationGroups: readonly { suborganizationGroupId: number; notificationConditionTypeId: number }[];
  linkedSuspension: { validityStartDate: string; validityFinishDate: string | null } | null;
}): NotificationFormState {
  const start = notificationLocalParts(n.validityStartDate);
  const end = notificationLocalParts(n.validityFinishDate);
  const suspensionStart = notificationLocalParts(n.linkedSuspension?.validityStartDate);
  const suspensionEnd = notificationLocalParts(n.linkedSuspension?.validityFinishDate);
  const codes = n.communicationChannels.map((c) => c.communicationChannelCode);
  const group = n.suborganizationGroups[0];
  return {
    ...emptyForm,
    title: n.notificationTitle,
    content: n.notificationText,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    type: n.notificationTypeCode,
    web: codes.includes('WEB-APP-PUSH'),
    mobile: codes.includes('MOBILE-APP-PUSH'),
    blocking: n.linkedSuspension !== null,
    suspensionDate: suspensionStart.date,
    suspensionTime: suspensionStart.time,
    suspensionEndDate: suspensionEnd.date,
    suspensionEndTime: suspensionEnd.time,
    conditionType: group ? String(group.notificationConditionTypeId) : '',
    studyGroup: group ? String(group.suborganizationGroupId) : '',
  };
}

/** Which form field shows an error the rules (or the api) put on an input field. */
export const fieldOfError: Record<string, keyof NotificationFormState> = {
  notificationTitle: 'title',
  notificationText: 'content',
  validityStartDate: 'startDate',
  validityFinishDate: 'endDate',
  notificationTypeCode: 'type',
  communicationChannelCodes: 'web',
  suspensionStartDate: 'suspensionDate',
  suspension: 'suspensionDate',
  notificationConditionType: 'conditionType',
  suborganizationGroupId: 'studyGroup',
  description: 'description',
};
