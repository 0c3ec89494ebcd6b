// The live progress of an operation: its steps as a compact vertical timeline.
import type { Operation, OperationStep } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { cn } from '../../../shared/lib/cn';
import { stepViewOf } from '../step-view';
import { StepMark } from './step-mark';

/** The operation's steps as a vertical timeline, updated live. A step error equal to the
 * operation's outcome message is not repeated (the outcome shows it once). */
export function OperationSteps({
  steps,
  status,
  outcomeMessage,
}: {
  steps: OperationStep[];
  /** The operation's: after a failure or a cancel, the steps left say they will not run. */
  status: Operation['status'];
  outcomeMessage?: string | undefined;
}) {
  const p = messages.operations.present;
  return (
    <ol className="flex flex-col" data-testid="operation-steps">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const view = stepViewOf(step, { status });
        return (
          <li
            key={step.key}
            data-testid={`operation-step-${step.key}`}
            data-status={view}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-1 left-3 w-px',
                  step.status === 'done' ? 'bg-emerald-300' : 'bg-zinc-200',
                )}
              />
            ) : null}
            <StepMark status={view} size="compact" />
            <div className="min-w-0 flex-1 pt-0.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <p
                  className={cn(
                    'text-sm',
                    view === 'pending' || view === 'skipped' || view === 'notRun'
                      ? 'text-zinc-500'
                      : 'font-medium text-zinc-900',
                    step.status === 'skipped' && 'line-through decoration-zinc-300',
                  )}
                >
                  {step.label}
                </p>
                <span className="text-xs text-zinc-500">
                  {view === 'notRun'
                    ? status === 'cancelled'
                      ? p.notRunCancelled
                      : p.notRun
                    : messages.steps[view]}
                  {step.attempts > 1 ? ` · ${messages.steps.attempts(step.attempts)}` : ''}
                </span>
              </div>
              {step.note ? <p className="mt-0.5 text-xs text-zinc-500">{step.note}</p> : null}
              {step.error &&
              step.error !== outcomeMessage &&
              step.status !== 'done' &&
              step.status !== 'skipped' ? (
                // While a step is being retried its last error shows in amber; once failed, in red.
                <p
                  className={cn(
                    'mt-1 text-xs break-words',
                    step.status === 'failed' ? 'text-red-700' : 'text-amber-700',
                  )}
                >
                  {step.error}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
