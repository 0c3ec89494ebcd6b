// The steps of an operation as support engineers read them: status, attempts, times, the
// error of every failed attempt, and which steps took effect in an earlier run.
import { Link } from '@tanstack/react-router';
import type { Operation, OperationStep } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { messages } from '../../../shared/messages';
import { formatDuration, formatTime } from '../format';
import { stepViewOf } from '../step-view';
import { StepMark } from './step-mark';

const t = messages.operations;

/** `status`: the operation's, so steps a failure or a cancel left unrun say they will not run. */
export function OperationStepList({
  steps,
  status,
  runName,
}: {
  steps: OperationStep[];
  status: Operation['status'];
  /** The name of an earlier run of this operation (its link reads it, never the workflow id). */
  runName: (id: string) => string;
}) {
  const p = t.present;
  const resumedFrom = steps.find((step) => step.resumedFrom)?.resumedFrom;
  return (
    <>
      {resumedFrom ? (
        <p className="mb-4 rounded-md bg-zinc-50 p-2.5 text-xs text-zinc-600 ring-1 ring-zinc-200">
          {t.resumedNote}{' '}
          <Link
            to="/operations/$id"
            params={{ id: resumedFrom }}
            className="font-medium break-words text-accent-700 hover:underline"
          >
            {runName(resumedFrom)}
          </Link>
        </p>
      ) : null}
      <ol className="flex flex-col" data-testid="operation-steps">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const view = stepViewOf(step, { status });
          const statusText =
            view === 'notRun'
              ? status === 'cancelled'
                ? p.notRunCancelled
                : p.notRun
              : messages.steps[view];
          return (
            <li
              key={step.key}
              data-testid={`operation-step-${step.key}`}
              data-status={view}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {!last ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-8 bottom-1 left-3.5 w-px',
                    step.status === 'done' ? 'bg-emerald-300' : 'bg-zinc-200',
                  )}
                />
              ) : null}
              <StepMark status={view} />
              <div className="min-w-0 flex-1 pt-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                  <p
                    className={cn(
                      'text-sm',
                      view === 'pending' || view === 'skipped' || view === 'notRun'
                        ? 'text-zinc-500'
                        : 'font-medium text-zinc-900',
                    )}
                  >
                    {step.label}
                  </p>
                  <p className="text-xs text-zinc-500">
                    {statusText}
                    {step.attempts > 1 ? ` · ${messages.steps.attempts(step.attempts)}` : ''}
                    {step.startedAt && step.finishedAt && !step.resumedFrom
                      ? ` · ${formatDuration(step.startedAt, step.finishedAt)}`
                      : ''}
                  </p>
                </div>
                {step.startedAt ? (
                  <p className="mt-0.5 text-xs text-zinc-500 tabular-nums">
                    {formatTime(step.startedAt)}
                    {step.finishedAt ? ` → ${formatTime(step.finishedAt)}` : ''}
                  </p>
                ) : null}
                {step.resumedFrom ? (
                  <p className="mt-1 inline-flex items-center gap-1 rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-600">
                    {t.resumedFrom}
                  </p>
                ) : step.note ? (
                  <p className="mt-1 text-xs text-zinc-600">{step.note}</p>
                ) : null}
                {step.counts && step.counts.failed > 0 ? (
                  <p
                    className={cn(
                      'mt-1 text-xs font-medium',
                      view === 'failed' ? 'text-red-700' : 'text-amber-700',
                    )}
                  >
                    {p.elementsFailedNote(step.counts.failed, step.counts.total)}
                  </p>
                ) : null}
                {step.attemptErrors.length > 0 ? (
                  <ul className="mt-2 flex flex-col gap-1 rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200">
                    {step.attemptErrors.map((failure) => (
                      <li key={failure.attempt} className="text-xs break-words text-zinc-700">
                        <span
                          className={cn(
                            'font-medium',
                            step.status === 'failed' ? 'text-red-700' : 'text-amber-700',
                          )}
                        >
                          {t.attempt(failure.attempt)}
                        </span>{' '}
                        <span className="text-zinc-500 tabular-nums">· {formatTime(failure.at)}</span> —{' '}
                        {failure.message}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
