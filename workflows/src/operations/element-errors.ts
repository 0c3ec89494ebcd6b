// A bulk operation's per-element failure as staff read it (issue 43): what was not done and why,
// in Spanish ('No se completó el paso «Enviar la invitación de registro»: el servicio de
// invitaciones no respondió (error interno)'), never the service's path, status or English. The
// worker records it this way and keeps the service's own words apart, as the element's technical
// detail for support; the api says older records' texts the same way when it serves them.
import { describeError } from '../core/failure-causes';
import { failedOperationProgress } from '../core/operation-failure';
import { staffErrorText } from '../core/staff-error-text';
import { messages } from '../messages';
import { operationContracts } from './catalog';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every step label an operation has: what the frozen bulk retry put between parentheses. */
const STEP_LABELS = new Set(
  operationContracts.flatMap((contract) => contract.steps.map((step) => step.label)),
);

/** 'Ocurrió un error. Intente nuevamente (<step label>: <its error>)' (operationFailureText). */
const OUTCOME_WITH_STEP = /^([\s\S]+?) \(([^:()]+): ([\s\S]+)\)$/;

/** A failed step, said as what was not done and why. */
export function stepFailureText(label: string, error: string): string {
  return `${capitalized(messages.aftermath.stepNotCompleted(label))}: ${lowerFirst(staffErrorText(error))}`;
}

/** A stored element error in staff words; a text that already is one is returned as it is. */
export function elementErrorText(message: string): string {
  const withStep = OUTCOME_WITH_STEP.exec(message.trim());
  if (withStep && STEP_LABELS.has(withStep[2]!)) return stepFailureText(withStep[2]!, withStep[3]!);
  return staffErrorText(message);
}

/** An element's failure as the worker records it: the staff text, and the raw one if it differs. */
export interface ElementFailure {
  error: string;
  /** The service's or the engine's own words, for support (the element's technical detail). */
  technical: string | null;
}

function failureOf(staff: string, raw: string): ElementFailure {
  return { error: staff, technical: raw.trim() && raw !== staff ? raw : null };
}

/** Why a batch of elements failed (a service that kept failing): its staff text and its raw one. */
export function elementFailure(error: unknown): ElementFailure {
  const raw = describeError(error);
  return failureOf(elementErrorText(raw), raw);
}

/**
 * Why an operation an element started failed (a bulk retry's element): its outcome when the
 * outcome says why (a business refusal), else the step that failed and why.
 */
export function operationElementFailure(error: unknown): ElementFailure {
  const progress = failedOperationProgress(error);
  if (!progress) return elementFailure(error);
  const failed = progress.steps.find((step) => step.status === 'failed');
  const outcome = progress.error?.message ?? describeError(error);
  if (!failed?.error || failed.error === outcome) return failureOf(staffErrorText(outcome), outcome);
  return failureOf(
    stepFailureText(failed.label, failed.error),
    `${outcome} (${failed.label}: ${failed.error})`,
  );
}
