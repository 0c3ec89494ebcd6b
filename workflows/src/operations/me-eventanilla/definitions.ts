// Operation types of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17).
import { define, type OperationDefinition } from '../definition';
import { eventanillaChangeStatusInput } from '../../inputs/me-eventanilla';
import { EVENTANILLA_CHANGE_STATUS, eventanillaChangeStatusSteps } from './steps';

/** §6: changing a subscription status is offered only to these two roles; the api refuses the rest. */
export const EVENTANILLA_STATUS_CHANGE_ROLES = ['CGI.Admin', 'CGI.LegalCommOperator'] as const;

export const meEventanillaOperations: Record<string, OperationDefinition> = {
  [EVENTANILLA_CHANGE_STATUS]: define({
    type: EVENTANILLA_CHANGE_STATUS,
    workflowType: 'eventanillaChangeStatus',
    label: 'Cambiar el estado del CUIT',
    input: eventanillaChangeStatusInput,
    target: (input) => input.cuit,
    roles: EVENTANILLA_STATUS_CHANGE_ROLES,
    steps: eventanillaChangeStatusSteps,
  }),
};
