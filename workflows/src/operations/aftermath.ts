// A failed or cancelled run after the fact (issue 28): the sentence that says what it did and
// what it did not, from its steps and its contract's phrases; whether a business refusal keeps a
// retry from succeeding; and the plan of its undo (the inverse of each completed step that has
// one, newest first). Pure: the api and the worker read it; workflow code never does (contracts).
import type { OperationContract, RefusalExplanation, RefusalFacts, UndoActor } from './contract';
import type { OperationProgress, StepState } from '../core/progress';
import { messages } from '../messages';
import { staffErrorText } from '../core/staff-error-text';

export interface FailureExplanation {
  /** 'Se creó la cuenta de acceso y se envió la invitación; no se asignó el usuario al suscriptor porque …'. */
  text: string;
  /** What would let it succeed. */
  remedy: string;
}

/** Each done step's recorded value, by step key (what the texts and the inverses read). */
export function stepValues(progress: OperationProgress): Record<string, unknown> {
  return Object.fromEntries(
    progress.steps.filter((step) => step.status === 'done' && 'value' in step).map((s) => [s.key, s.value]),
  );
}

/** 'a', 'a y b', 'a, b y c' (or with 'ni'). */
function joinPhrases(phrases: string[], last = 'y'): string {
  if (phrases.length <= 1) return phrases[0] ?? '';
  return `${phrases.slice(0, -1).join(', ')} ${last} ${phrases.at(-1)}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The refusal the run ended with, when its contract explains it. */
export function refusalOf(
  contract: OperationContract,
  progress: OperationProgress,
): RefusalExplanation | undefined {
  const code = progress.error?.code;
  const refusals = contract.explain?.refusals;
  return code && refusals && Object.hasOwn(refusals, code) ? refusals[code] : undefined;
}

function neverRan(step: StepState): boolean {
  return (
    step.status === 'pending' || (step.status === 'skipped' && step.note === messages.stepNotRunCancelled)
  );
}

/**
 * The sentence of a run that did not complete, or null when its contract has no phrases.
 * `facts` are what a recheck of the refusal found (the subscriber's limit now).
 */
export function explainFailure(
  contract: OperationContract,
  progress: OperationProgress,
  facts: RefusalFacts = {},
): FailureExplanation | null {
  const explain = contract.explain;
  if (!explain) return null;
  const notDone = explain.notDone ?? {};
  const done = progress.steps
    .filter((step) => step.status === 'done' && Object.hasOwn(explain.done, step.key))
    .map((step) => explain.done[step.key]!);
  const refusal = refusalOf(contract, progress);
  const allFacts = { ...stepValues(progress), ...facts };

  const failed = progress.steps.find((step) => step.status === 'failed');
  const missing = progress.steps
    .filter((step) => step.status === 'failed' || neverRan(step))
    .map((step) =>
      Object.hasOwn(notDone, step.key) ? notDone[step.key]! : messages.aftermath.stepNotCompleted(step.label),
    )
    .filter((phrase, index, all) => all.indexOf(phrase) === index);
  const [first, ...rest] = missing;

  let clause = first ?? messages.aftermath.notFinished;
  if (refusal) clause += ` porque ${refusal.because(allFacts)}`;
  else if (failed?.error && failed.error !== progress.error?.message)
    // Why the step failed, in the staff's words (a service that did not answer, and which).
    clause += ` porque ${lowerFirst(staffErrorText(failed.error))}`;
  else if (!failed && progress.error?.code === 'CANCELLED') clause += messages.aftermath.becauseCancelled;
  const opening =
    done.length > 0
      ? `${capitalized(joinPhrases(done))}; ${clause}`
      : `${messages.aftermath.nothingDone}: ${clause}`;
  // 'Tampoco se creó a, ni se envió b ni se asignó c': each later clause carries its 'ni', so
  // none reads as if it had happened (issue 43).
  const [firstRest, ...laterRest] = rest.map((phrase) => phrase.replace(/^no /, ''));
  const tail =
    firstRest !== undefined
      ? ` Tampoco ${firstRest}${laterRest
          .map((phrase, index) => `${index === laterRest.length - 1 ? ' ni' : ', ni'} ${phrase}`)
          .join('')}.`
      : '';
  // A run cancelled before any step ran (a scheduled one, one waiting for approval) has no
  // failed step to continue from.
  const nothingRan = done.length === 0 && !failed && progress.steps.every(neverRan);
  return {
    text: `${opening}.${tail}`,
    remedy:
      refusal?.remedy ?? (nothingRan ? messages.aftermath.nothingRanRemedy : messages.aftermath.retryRemedy),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One inverse the undo runs: which step of the original it undoes, and how. */
export interface UndoPlanStep {
  /** The undo's own step key: `undo.<step>`. */
  key: string;
  label: string;
  /** What it did, for the original's detail. */
  done: string;
  /** The step of the original it undoes. */
  undoes: string;
  activity: string;
  args: Record<string, unknown>;
}

export interface UndoPlan {
  /** Newest first. */
  steps: UndoPlanStep[];
  /** What stays after the undo, and why (no inverse on the platform). */
  kept: string[];
}

/**
 * The console's own name as a writer, for an undo whose review was scheduled before it carried
 * its actor (a run in flight across a deploy) and for the detail's preview, which only names steps.
 */
export const CONSOLE_ACTOR: UndoActor = { email: 'consola@consola.local', name: 'consola' };

/** The inverses of a run's completed steps, newest first, from the values its steps recorded. */
export function undoPlanOf(
  contract: OperationContract,
  progress: OperationProgress,
  input: Record<string, unknown>,
  actor: UndoActor = CONSOLE_ACTOR,
): UndoPlan {
  const undo = contract.undo;
  if (!undo) return { steps: [], kept: [] };
  const values = stepValues(progress);
  const steps: UndoPlanStep[] = [];
  const kept: string[] = [];
  for (const step of progress.steps) {
    if (step.status !== 'done') continue;
    if (undo.kept && Object.hasOwn(undo.kept, step.key)) kept.push(undo.kept[step.key]!);
    if (!Object.hasOwn(undo.inverses, step.key)) continue;
    const inverse = undo.inverses[step.key]!;
    const args = inverse.args(values, input, actor);
    if (!args) continue;
    steps.push({
      key: `undo.${step.key}`,
      label: inverse.label,
      done: inverse.done,
      undoes: step.key,
      activity: inverse.activity,
      args,
    });
  }
  return { steps: steps.reverse(), kept };
}
