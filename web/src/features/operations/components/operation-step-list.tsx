// The steps of an operation as support engineers read them (the detail page and an undo): the
// one step list (operation-steps.tsx) with each step's times, the error of every failed
// attempt, and which steps took effect in an earlier run.
import { Link } from '@tanstack/react-router';
import type { Operation, OperationStep } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { operationTexts } from '../messages';
import { formatDuration, formatTime } from '../format';
import type { StepView } from '../step-view';
import { OperationSteps, type StepDescription } from './operation-steps';

const t = operationTexts;

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
      <OperationSteps steps={steps} status={status} size="regular" describe={detailed} />
    </>
  );
}

const detailed: StepDescription = {
  after: (step) =>
    step.startedAt && step.finishedAt && !step.resumedFrom
      ? ` · ${formatDuration(step.startedAt, step.finishedAt)}`
      : '',
  below: (step, view) => <StepDetails step={step} view={view} />,
};

function StepDetails({ step, view }: { step: OperationStep; view: StepView }) {
  const p = t.present;
  return (
    <>
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
        <p className={cn('mt-1 text-xs font-medium', view === 'failed' ? 'text-red-700' : 'text-amber-700')}>
          {p.elementsFailedNote(step.counts.failed, step.counts.total)}
        </p>
      ) : null}
      {step.attemptErrors.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200">
          {step.attemptErrors.map((failure) => (
            <li key={failure.attempt} className="text-xs break-words text-zinc-700">
              <span
                className={cn('font-medium', step.status === 'failed' ? 'text-red-700' : 'text-amber-700')}
              >
                {t.attempt(failure.attempt)}
              </span>{' '}
              <span className="text-zinc-500 tabular-nums">· {formatTime(failure.at)}</span> —{' '}
              {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
