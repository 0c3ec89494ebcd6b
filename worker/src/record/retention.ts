// CONSOLE_RECORD_RETENTION: how long the console's record keeps an operation, as `ms` reads a
// duration ('10y', '400d', '90 days'). At least a day: the purge runs daily, and a shorter
// retention would remove what staff are still looking at.
import ms, { type StringValue } from 'ms';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

export const recordRetentionSchema = z.string().transform((text, context) => {
  const value = ms(text.trim() as StringValue);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < DAY_MS) {
    context.addIssue({
      code: 'custom',
      message: `CONSOLE_RECORD_RETENTION: "${text}" no es una duración de al menos un día (por ejemplo 10y, 400d)`,
    });
    return z.NEVER;
  }
  return value;
});
