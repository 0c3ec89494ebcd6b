// Input of 'Cambiar el estado del CUIT' (spec 2 §2.16, §4, §5) and the pure e-Ventanilla rules
// the web app shares (statuses, labels, edges, plural chip). No Temporal imports.
import { z } from 'zod';
import { EVENTANILLA_TARGETS, type EventanillaTarget } from './decide';
import { eventanillaMessages } from './messages';
import { CUIT_PATTERN } from '../organizations/inputs';

export * from './decide';
export { eventanillaMessages } from './messages';

/** §5: digits only, exactly 11, no hyphens (CUIT_PATTERN), with the ME area's wording. */

export const eventanillaCuit = z
  .string({ error: eventanillaMessages.cuitRule })
  .trim()
  .regex(CUIT_PATTERN, { error: eventanillaMessages.cuitRule });

export const eventanillaChangeStatusInput = z.object({
  cuit: eventanillaCuit,
  targetStatus: z.enum(EVENTANILLA_TARGETS as [EventanillaTarget, ...EventanillaTarget[]], {
    error: eventanillaMessages.statusChangeFailed,
  }),
});

export type EventanillaChangeStatusInput = z.output<typeof eventanillaChangeStatusInput>;
