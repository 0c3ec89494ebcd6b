// Form rules of 'Añadir un usuario al suscriptor' (spec 1 §5): the operation's shared zod
// schema, so the browser and the API reject exactly the same input.
import { subscriberAddUserInput } from '@cgi/workflows/inputs';
import type { z } from 'zod';

export const addUserForm = subscriberAddUserInput.omit({ subscriberNumber: true });

export type AddUserValues = z.input<typeof addUserForm>;

export const emptyAddUserValues: AddUserValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  userTypeCode: '' as AddUserValues['userTypeCode'],
};
