// Form rules of 'Añadir suscriptor' (spec 1 §5): the operation's shared zod schema, so the
// browser and the API reject exactly the same input.
import { DEFAULT_SUBSCRIBER_MAX_USERS, subscriberCreateInput } from '@cgi/workflows/inputs';
import { z } from 'zod';

const fields = subscriberCreateInput.shape;

export const addSubscriberForm = z.object({
  email: fields.email,
  subscriberNumber: fields.subscriberNumber,
  subscriberName: fields.subscriberName,
  // Every field is required: an emptied max-users field is an error here (the API's default of
  // 1 is for callers that leave it out, not for a form that shows it).
  maxUsers: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    fields.maxUsers.unwrap().unwrap(),
  ),
});

export const emptyAddSubscriberValues = {
  email: '',
  subscriberNumber: '',
  subscriberName: '',
  maxUsers: String(DEFAULT_SUBSCRIBER_MAX_USERS),
};
