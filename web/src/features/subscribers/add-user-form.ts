// Form rules of 'Añadir un usuario al suscriptor' (spec 1 §5), taken from the operation's
// shared zod schema so the browser and the API reject exactly the same input.
import { subscriberAddUserInput, type SubscriberAddUserInput } from '@cgi/workflows/inputs';

export type AddUserValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userTypeCode: string;
};

export type AddUserField = keyof AddUserValues;
export type AddUserErrors = Partial<Record<AddUserField, string>>;

export const emptyAddUserValues: AddUserValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  userTypeCode: '',
};

const fieldNames: readonly AddUserField[] = ['email', 'firstName', 'lastName', 'phone', 'userTypeCode'];

function isField(name: string): name is AddUserField {
  return (fieldNames as readonly string[]).includes(name);
}

export type ValidationResult =
  { ok: true; input: SubscriberAddUserInput } | { ok: false; errors: AddUserErrors };

export function validateAddUser(values: AddUserValues, subscriberNumber: string): ValidationResult {
  const parsed = subscriberAddUserInput.safeParse({ ...values, subscriberNumber });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: AddUserErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The API's 400 `fields` (keys may be prefixed with 'input.') as form errors. */
export function serverFieldErrors(fields: Record<string, string> | undefined): AddUserErrors {
  const errors: AddUserErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.replace(/^input\./, '');
    if (isField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}
