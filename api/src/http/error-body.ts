// The one JSON shape of every failure the api answers: { code, message (Spanish), fields? }.
// A leaf so that whatever records or documents answers can name it without the error handler.
import { z } from '../openapi/zod';

export const errorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error', {
    example: {
      code: 'VALIDATION',
      message: 'Revise los datos ingresados',
      fields: { email: 'El email ingresado no es válido' },
    },
  });

export type ErrorBody = z.infer<typeof errorBody>;
