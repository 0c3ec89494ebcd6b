// Form rules of 'Añadir suscriptor' (spec 1 §5), taken from the operation's shared zod schema
// so the browser and the API reject exactly the same input.
import {
  DEFAULT_SUBSCRIBER_MAX_USERS,
  subscriberCreateInput,
  type SubscriberCreateInput,
} from '@cgi/workflows/inputs';

export type AddSubscriberValues = {
  email: string;
  subscriberNumber: string;
  subscriberName: string;
  maxUsers: string;
};

export type AddSubscriberField = keyof AddSubscriberValues;
export type AddSubscriberErrors = Partial<Record<AddSubscriberField, string>>;

export const emptyAddSubscriberValues: AddSubscriberValues = {
  email: '',
  subscriberNumber: '',
  subscriberName: '',
  maxUsers: String(DEFAULT_SUBSCRIBER_MAX_USERS),
};

const fieldNames: readonly AddSubscriberField[] = ['email', 'subscriberNumber', 'subscriberName', 'maxUsers'];

function isField(name: string): name is AddSubscriberField {
  return (fieldNames as readonly string[]).includes(name);
}

export type AddSubscriberValidation =
  { ok: true; input: SubscriberCreateInput } | { ok: false; errors: AddSubscriberErrors; formError?: string };

/**
 * Every field is required: an emptied max-users field is an error here (the API's default of 1
 * is for callers that leave it out, not for a form that shows it).
 */
export function validateAddSubscriber(
  values: AddSubscriberValues,
  organizationId: number,
): AddSubscriberValidation {
  const parsed = subscriberCreateInput.safeParse({
    ...values,
    organizationId,
    maxUsers: values.maxUsers.trim() === '' ? Number.NaN : values.maxUsers,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: AddSubscriberErrors = {};
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isField(field)) errors[field] ??= issue.message;
    else formError ??= issue.message;
  }
  return { ok: false, errors, ...(formError ? { formError } : {}) };
}

/** The API's 400 `fields` (keys may be prefixed with 'input.') as form errors. */
export function serverAddSubscriberErrors(fields: Record<string, string> | undefined): AddSubscriberErrors {
  const errors: AddSubscriberErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.replace(/^input\./, '');
    if (isField(field)) errors[field] ??= message;
  }
  return errors;
}
