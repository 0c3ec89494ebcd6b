import { useEffect, useRef } from 'react';
import { operationTexts, scheduleTexts } from '../messages';
import { formatStarted } from '../format';
import { CircleAlertIcon } from 'lucide-react';
import { Spinner } from '../../../shared/ui/spinner';
import { useTrackedOperation } from '../tracker';
import { OperationLink } from './operation-link';
import { OperationSteps } from './operation-steps';
import { LifeLine } from './operation-life';

/**
 * Live state of one tracked operation: steps, outcome, and a link to its detail, by name ('Ver
 * en Temporal' is on the detail only, for the roles that may open it).
 */
export function OperationProgress({ id }: { id: string }) {
  const tracked = useTrackedOperation(id);
  const section = useRef<HTMLElement>(null);
  const shown = tracked !== undefined;
  useEffect(() => {
    // It appears under the button just pressed, at the end of a form that may already fill the
    // screen: bring it into view once, clear of the top bar, the snackbars and the bottom bar.
    if (shown) section.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, id]);
  if (!tracked) return null;
  const { operation, watchError } = tracked;
  const running = operation.status === 'running';
  const failure =
    operation.status === 'failed' || operation.status === 'cancelled' ? operation.error?.message : undefined;
  return (
    <section
      ref={section}
      aria-labelledby={`${id}-progress`}
      data-testid="operation-progress"
      data-status={operation.status}
      className="flex scroll-mt-36 scroll-mb-24 flex-col gap-4"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={`${id}-progress`} className="text-sm font-semibold text-zinc-900">
          {operationTexts.progressTitle}
        </h3>
        <OperationLink
          id={operation.id}
          name={operation.name}
          className="text-xs"
          testId="operation-progress-link"
        />
      </div>
      {/* Where it stands, in words: waiting for whom and until when, scheduled for when, failed where. */}
      {operation.life ? <LifeLine life={operation.life} /> : null}
      <div className="rounded-lg border border-zinc-200 bg-zinc-50/50 p-4">
        <OperationSteps
          steps={operation.steps}
          status={operation.status}
          outcomeMessage={operation.error?.message}
        />
      </div>
      {operation.status === 'scheduled' && operation.schedule ? (
        <p role="status" data-testid="operation-scheduled" className="text-sm font-medium text-sky-900">
          {scheduleTexts.scheduledFor(formatStarted(operation.schedule.notBefore))}
        </p>
      ) : null}
      {running && !watchError ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner size={14} className="text-accent-600" />
          {operationTexts.progressRunning}
        </p>
      ) : null}
      {failure || watchError ? (
        <div
          role="alert"
          data-testid="operation-error"
          className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{failure ?? watchError}</p>
        </div>
      ) : null}
    </section>
  );
}
