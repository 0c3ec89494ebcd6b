// Mi Estudio: e-Ventanilla and clients (spec 2 §2.16–§2.17).
import { z } from 'zod';
import { EVENTANILLA_TARGETS, type EventanillaTarget } from './decide';
import { eventanillaMessages } from './messages';
import { CUIT_PATTERN } from '../organizations/contracts';
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import { EVENTANILLA_CHANGE_STATUS, eventanillaChangeStatusSteps } from './activities';

// Input of 'Cambiar el estado del CUIT' (spec 2 §2.16, §4, §5) and the pure e-Ventanilla rules
// the web app shares (statuses, labels, edges, plural chip). No Temporal imports.
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

/** Spec 2 §6: changing a subscription status is offered only to these two roles. */
export const EVENTANILLA_STATUS_CHANGE_ROLES = ['CGI.Admin', 'CGI.LegalCommOperator'] as const;

export const meEventanillaContracts = [
  defineOperation({
    type: EVENTANILLA_CHANGE_STATUS,
    screen: 'me.eventanilla',
    sample: (v) => ({ cuit: v.cuit, targetStatus: 'DISABLED' }),
    workflowType: 'eventanillaChangeStatus',
    label: 'Cambiar el estado del CUIT',
    input: eventanillaChangeStatusInput,
    inputFields: fields('cuit', 'targetStatus'),
    resultFields: fields('cuit', 'from', 'to'),
    steps: eventanillaChangeStatusSteps,
    access: accessFor(EVENTANILLA_STATUS_CHANGE_ROLES),
    target: (input) => input.cuit,
  }),
];
