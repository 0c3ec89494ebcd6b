// An error's chain of causes (WorkflowFailedError → ChildWorkflowFailure → ActivityFailure →
// ApplicationFailure …): the one walk everything uses to find the failure that says what
// happened. Pure, so workflows, the worker and the api share it.
import { ApplicationFailure } from '@temporalio/common';

/** Deeper than any chain Temporal builds, and a bound so a cause that points back cannot loop. */
export const CAUSE_CHAIN_DEPTH = 5;

/** The error and its causes, outermost first, at most `depth` of them. */
export function causesOf(error: unknown, depth = CAUSE_CHAIN_DEPTH): unknown[] {
  const chain: unknown[] = [];
  for (
    let current = error;
    current && chain.length < depth;
    current = (current as { cause?: unknown }).cause
  ) {
    chain.push(current);
  }
  return chain;
}

/** The outermost ApplicationFailure of `type` in the chain, if any. */
export function applicationFailureOf(
  error: unknown,
  type: string,
  depth = CAUSE_CHAIN_DEPTH,
): ApplicationFailure | undefined {
  return causesOf(error, depth).find(
    (cause): cause is ApplicationFailure => cause instanceof ApplicationFailure && cause.type === type,
  );
}

/** The innermost message of the chain: what actually failed, not the wrappers' "Activity task failed". */
export function describeError(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const cause of causesOf(error)) {
    if (cause instanceof Error && cause.message) message = cause.message;
  }
  return message;
}
