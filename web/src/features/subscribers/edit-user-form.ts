// Form rules of 'Editar el usuario:' (spec 1 §4, §5): only changed fields are sent, phone is
// not editable, and the type list excludes organizationUserTypeId 2. Checked with the
// operation's own schema, so the browser and the API refuse the same input.
import { userEditInput, type UserEditInput } from '@cgi/workflows/inputs';
import { z } from 'zod';
import type { SubscriberUserDetail } from '../../shared/api/types';
import { EXCLUDED_USER_TYPE_ID } from './api/get-user-types';

export type EditUserValues = {
  firstName: string;
  lastName: string;
  userTypeCode: string;
  commercialTypeCode: string;
  userStatusCode: string;
};

export type EditUserField = keyof EditUserValues;

const editableStatuses: readonly string[] = userEditInput.shape.userStatusCode.unwrap().options;

/** The form's starting values; a value the pickers do not offer starts empty (not sent unless chosen). */
export function initialEditValues(user: SubscriberUserDetail): EditUserValues {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    userTypeCode:
      user.organization_user_type_id === EXCLUDED_USER_TYPE_ID ? '' : user.organization_user_type_code,
    commercialTypeCode: user.organization_commercial_user_type_code ?? '',
    userStatusCode: editableStatuses.includes(user.user_status_code) ? user.user_status_code : '',
  };
}

/** Fields whose value differs from the start; an emptied picker is not a change. */
export function changedFields(initial: EditUserValues, values: EditUserValues): Partial<EditUserValues> {
  const changes: Partial<EditUserValues> = {};
  for (const field of Object.keys(values) as EditUserField[]) {
    const value = field === 'firstName' || field === 'lastName' ? values[field].trim() : values[field];
    const isPicker = field !== 'firstName' && field !== 'lastName';
    if (isPicker && value === '') continue;
    if (value !== initial[field].trim()) changes[field] = value;
  }
  return changes;
}

/**
 * The form's check: the changed fields against the operation's schema. Its output is the
 * operation's input; an issue without a field ('No hay cambios para guardar') is the form's own.
 */
export function editUserForm(initial: EditUserValues, target: { userId: number; subscriberNumber: string }) {
  return z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      userTypeCode: z.string(),
      commercialTypeCode: z.string(),
      userStatusCode: z.string(),
    })
    .transform((values, ctx): UserEditInput => {
      const parsed = userEditInput.safeParse({ ...target, ...changedFields(initial, values) });
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: field && field !== '_' ? [field] : ['root'],
        });
      }
      return z.NEVER;
    });
}
