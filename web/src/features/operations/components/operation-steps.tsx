// The one list of an operation's steps, as a vertical timeline: the live progress shows it
// compact, the detail page regular with each step's times and earlier attempts (step-details.tsx
// passes those in, so the live progress, in the first page's bundle, brings no date-fns along).
import type { ReactNode } from 'react';
import type { Operation, OperationStep } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { operationTexts } from '../messages';
import { cn } from '../../../shared/lib/cn';
import { stepViewOf, type StepView } from '../step-view';
import { StepMark } from './step-mark';

/** What a view adds to each step: after its status (a duration), and below it. */
export type StepDescription = {
  after?: (step: OperationStep) => string;
  below: (step: OperationStep, view: StepView) => ReactNode;
};

const LAYOUT = {
  compact: { item: 'pb-4', line: 'top-7 left-3', body: 'pt-0.5', head: 'gap-x-3' },
  regular: { item: 'pb-5', line: 'top-8 left-3.5', body: 'pt-1', head: 'gap-x-4' },
} as const;

/**
 * `status`: the operation's, so steps a failure or a cancel left unrun say they will not run.
 * Without `describe`, each step shows its note and its last error, unless that error is the
 * operation's outcome message (the outcome shows it once).
 */
export function OperationSteps({
  steps,
  status,
  size = 'compact',
  outcomeMessage,
  describe,
}: {
  steps: OperationStep[];
  status: Operation['status'];
  size?: keyof typeof LAYOUT;
  outcomeMessage?: string | undefined;
  describe?: StepDescription;
}) {
  const p = operationTexts.present;
  const layout = LAYOUT[size];
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
            className={cn('relative flex gap-3 last:pb-0', layout.item)}
          >
            {!last ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute bottom-1 w-px',
                  layout.line,
                  step.status === 'done' ? 'bg-emerald-300' : 'bg-zinc-200',
                )}
              />
            ) : null}
            <StepMark status={view} size={size} />
            <div className={cn('min-w-0 flex-1', layout.body)}>
              <div className={cn('flex flex-wrap items-baseline justify-between gap-y-0.5', layout.head)}>
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
                  {describe?.after ? describe.after(step) : ''}
                </span>
              </div>
              {describe ? (
                describe.below(step, view)
              ) : (
                <LastError step={step} outcomeMessage={outcomeMessage} />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function LastError({ step, outcomeMessage }: { step: OperationStep; outcomeMessage: string | undefined }) {
  return (
    <>
      {step.note ? <p className="mt-0.5 text-xs text-zinc-500">{step.note}</p> : null}
      {step.error && step.error !== outcomeMessage && step.status !== 'done' && step.status !== 'skipped' ? (
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
    </>
  );
}
