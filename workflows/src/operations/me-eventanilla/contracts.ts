// Mi Estudio: e-Ventanilla and clients (spec 2 §2.16–§2.17).
import { accessFor, defineOperation } from '../contract';
import { fields } from '../field-labels';
import { eventanillaChangeStatusInput } from './inputs';
import { EVENTANILLA_CHANGE_STATUS, eventanillaChangeStatusSteps } from './steps';

/** Spec 2 §6: changing a subscription status is offered only to these two roles. */
export const EVENTANILLA_STATUS_CHANGE_ROLES = ['CGI.Admin', 'CGI.LegalCommOperator'] as const;

export const meEventanillaContracts = [
  defineOperation({
    type: EVENTANILLA_CHANGE_STATUS,
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
