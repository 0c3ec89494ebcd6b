// What the edit drawers (a user, an organization) share: the record loads afresh when the drawer
// opens (skeleton fields, or the load's error, first), the form ends in a footer that sticks to
// the drawer's bottom, and once it is sent the operation's steps take the form's place, with
// 'Volver al formulario' and 'Cerrar' when it ended without completing.
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from './messages';
import type { useOperationRun } from './operation-run';
import { Button } from './ui/button';
import { Skeleton } from './ui/spinner';

export function FreshRecord<T>({
  query,
  fields,
  loadError,
  children,
}: {
  query: UseQueryResult<T>;
  /** How many skeleton fields stand for the form while it loads. */
  fields: number;
  /** When the load's error has no message of its own. */
  loadError?: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <div
        role="alert"
        className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
      >
        <CircleAlertIcon size={18} className="shrink-0" />
        <p>{query.error.message || loadError}</p>
      </div>
    );
  // The form starts from what the services hold when the drawer opens, not from a cached copy;
  // a later refetch (after the edit) keeps it, and its progress, where they are.
  if (query.data !== undefined && query.isFetchedAfterMount) return children(query.data);
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {Array.from({ length: fields }, (_, row) => (
        <div key={row}>
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="mt-2 h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** After the form is sent: the operation's steps, and the way back when it did not complete. */
export function OperationOutcome({
  operation,
  onClose,
}: {
  operation: ReturnType<typeof useOperationRun>;
  onClose: () => void;
}) {
  const ended = operation.operation && operation.operation.status !== 'running';
  return (
    <div className="flex flex-col gap-4">
      {operation.operationId ? <operation.Progress id={operation.operationId} /> : null}
      {ended && operation.operation?.status !== 'completed' ? (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={operation.reset}>
            {messages.app.backToForm}
          </Button>
          <Button onClick={onClose}>{messages.app.close}</Button>
        </div>
      ) : null}
    </div>
  );
}

/** Looks like the drawer's footer, but belongs to the form that owns the state. */
export function FormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-5 mt-auto flex flex-wrap justify-end gap-2 border-t border-zinc-200 bg-zinc-50 px-5 py-3">
      {children}
    </div>
  );
}
