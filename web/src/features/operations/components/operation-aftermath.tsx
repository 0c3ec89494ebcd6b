// A failed or cancelled operation after the fact (issue 28): what it did and what not, in the
// api's sentence, what would let it succeed, why 'Reintentar' is not offered when a retry would
// be refused again; the confirmation of 'Deshacer' (what it will undo, what stays), and what the
// undo did, step by step.
import { Link } from '@tanstack/react-router';
import type { Operation, OperationStep } from '../../../shared/api/types';
import { operationTexts } from '../messages';
import { OperationStepList } from './operation-step-list';
import { ReasonDialog } from './reason-dialog';

const t = operationTexts.aftermath;

export function FailureExplanation({ operation }: { operation: Operation }) {
  const { explanation, retryBlockedReason } = operation;
  if (!explanation) return null;
  return (
    <section
      aria-label={t.title}
      data-testid="operation-explanation"
      className="mb-4 rounded-lg border border-zinc-200 bg-white p-4 text-sm shadow-xs min-[600px]:p-5"
    >
      <h2 className="mb-2 text-sm font-semibold text-zinc-900">{t.title}</h2>
      <p className="text-zinc-800" data-testid="explanation-text">
        {explanation.text}
      </p>
      {operation.undoneBy ? null : (
        <p className="mt-2 text-zinc-700">
          <span className="font-medium text-zinc-900">{t.remedy}: </span>
          {explanation.remedy}
        </p>
      )}
      {retryBlockedReason ? (
        <p
          className="mt-3 rounded-md bg-amber-50 p-2.5 text-amber-900 ring-1 ring-amber-200"
          data-testid="retry-blocked"
        >
          {retryBlockedReason}
        </p>
      ) : null}
    </section>
  );
}

/** The undo's state from its steps (its own status is on its page). */
function undoStatusOf(steps: OperationStep[]): Operation['status'] {
  if (steps.some((step) => step.status === 'failed')) return 'failed';
  if (steps.some((step) => step.status === 'running' || step.status === 'pending')) return 'running';
  return 'completed';
}

/** What the undo of this operation did, step by step, with a link to it. */
export function UndoneSteps({ operation }: { operation: Operation }) {
  if (!operation.undoneBy || !operation.undoSteps) return null;
  return (
    <section
      aria-label={t.undone}
      data-testid="operation-undone"
      className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-sm font-semibold text-zinc-900">{t.undone}</h2>
        <Link
          to="/operations/$id"
          params={{ id: operation.undoneBy }}
          className="text-xs font-medium text-accent-700 hover:underline"
        >
          {operation.undoneByName ?? operationTexts.openOperation}
        </Link>
      </div>
      <OperationStepList
        steps={operation.undoSteps}
        status={undoStatusOf(operation.undoSteps)}
        runName={() => operation.undoneByName ?? operation.label}
      />
    </section>
  );
}

export function UndoDialog({
  operation,
  open,
  onOpenChange,
  pending,
  error,
  onConfirm,
}: {
  operation: Operation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
}) {
  const plan = operation.undo;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.undoTitle}
      confirmLabel={t.undo}
      requireReason
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      testId="undo-dialog"
    >
      {plan ? (
        <div className="flex flex-col gap-2 text-sm text-zinc-700">
          <p>{t.undoBody}</p>
          <ol className="list-decimal space-y-0.5 pl-5 text-zinc-900">
            {plan.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {plan.kept.length > 0 ? (
            <>
              <p>{t.undoKept}</p>
              <ul className="list-disc space-y-0.5 pl-5">
                {plan.kept.map((kept) => (
                  <li key={kept}>{kept}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </ReasonDialog>
  );
}
