// One operation (/operations/{id}): what it was asked to do and by whom, each step with its
// attempts and errors, the elements of a bulk operation, the result, the event-log entries it
// wrote, links to the run it retries or that retried it, and to Temporal. Retry and Cancel
// act on it; high-risk ones ask for a reason first.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { isApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { operationTexts } from '../messages';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { CircleAlertIcon, ExternalLinkIcon, HistoryIcon, LayersIcon } from 'lucide-react';
import { Modal } from '../../../shared/ui/dialog';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton, Spinner } from '../../../shared/ui/spinner';
import { operationQueryOptions } from '../api/get-operation';
import { useCodeNames } from '../api/code-names';
import { operationLogQueryOptions } from '../api/get-operation-log';
import { useCancelOperation, useRetryOperation, useUndoOperation } from '../api/operation-actions';
import { FailureExplanation, UndoDialog, UndoneSteps } from './operation-aftermath';
import { formatDateTime, formatDuration } from '../format';
import type { OperationDetailSearch } from '../search';
import { OperationItems } from './operation-items';
import {
  hasFailedElements,
  isBulk,
  operationElementsQueryOptions,
} from '../../../shared/api/operation-elements';
import { operationTypesQueryOptions } from '../api/list-operations';
import { inputFields, LIST_PAGE_SIZE, outcomeOf, resultView, type FieldView } from '../present';
import { Badge } from '../../../shared/ui/badge';
import { OperationLink, targetText, withSubject } from './operation-link';
import { OperationStepList } from './operation-step-list';
import { ReasonDialog } from './reason-dialog';
import { OperationApproval } from './operation-approval';
import { OperationSchedule } from './operation-schedule';
import { LifeLine } from './operation-life';
import { lifeActionLabels, type LifeAction } from '@cgi/workflows/life-state';

const t = operationTexts;
const p = t.present;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="mb-3 text-sm font-semibold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-1 text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * The names of `count` elements of a bulk operation from position `from`: its elements are its
 * input's list in the same order, and the api names them (a bulk retry's, by the operations they
 * are). One page read per page shown; an element the api cannot name reads as such, never as its key.
 */
function useElementNames(operation: Operation, from: number, count: number, enabled: boolean) {
  const page = useQuery({
    ...operationElementsQueryOptions(operation, {
      ...(from > 0 ? { after: from - 1 } : {}),
      pageSize: Math.max(1, count),
    }),
    enabled,
  });
  return Array.from({ length: count }, (_, index) => {
    const element = page.data?.items.find((item) => item.ordinal === from + index);
    if (!element) return page.isError ? p.unnamedElement : undefined;
    return element.label && element.label !== element.key ? element.label : p.unnamedElement;
  });
}

/** A long list (CSV rows, documents, declarations): its count, and its items a page at a time. */
function PagedList({
  field,
  operation,
}: {
  field: Extract<FieldView, { kind: 'list' }>;
  operation: Operation;
}) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(field.count / LIST_PAGE_SIZE));
  const from = page * LIST_PAGE_SIZE;
  const keys = field.items.slice(from, from + LIST_PAGE_SIZE);
  const names = useElementNames(operation, from, keys.length, Boolean(field.namedByElements) && open);
  const shown = field.namedByElements ? keys.map((_, index) => names[index] ?? messages.app.loading) : keys;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{field.summary}</span>
        {field.count > 0 ? (
          <button
            type="button"
            className="text-xs font-medium text-accent-700 hover:underline"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? p.hideList : p.showList}
          </button>
        ) : null}
      </div>
      {open ? (
        <div className="flex flex-col gap-2">
          <ol
            start={from + 1}
            className="list-decimal space-y-1 pl-6 text-xs text-zinc-700"
            data-testid={`list-${field.key}`}
          >
            {shown.map((item, index) => (
              <li key={from + index} className="break-words">
                {item}
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <div className="flex items-center gap-2 text-xs text-zinc-600">
              <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t.previous}
              </Button>
              <span className="tabular-nums">{p.listPage(from + 1, from + shown.length, field.count)}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages - 1}
                onClick={() => setPage(page + 1)}
              >
                {t.next}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Input or result fields under their Spanish names (from the operation's contract). */
function Fields({
  fields,
  testId,
  operation,
}: {
  fields: FieldView[];
  testId: string;
  operation: Operation;
}) {
  return (
    <dl className="flex flex-col divide-y divide-zinc-100 text-sm" data-testid={testId}>
      {fields.map((field) => (
        <div key={field.key} className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-3 py-2">
          <dt className="text-xs leading-5 font-medium text-zinc-600">{field.label}</dt>
          <dd className="min-w-0 break-words text-zinc-900">
            {field.kind === 'list' ? <PagedList field={field} operation={operation} /> : field.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ operation, temporalLink }: { operation: Operation; temporalLink: boolean }) {
  const router = useRouter();
  const retry = useRetryOperation();
  const undo = useUndoOperation();
  const cancel = useCancelOperation();
  const [retryOpen, setRetryOpen] = useState(false);
  const [undoOpen, setUndoOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  // Nothing ran yet (asked for, waiting for its time or for approval): no step to finish.
  const notStarted =
    ['requested', 'scheduled', 'awaitingApproval'].includes(operation.life.state) &&
    !operation.steps.some((step) => step.status === 'running' || step.status === 'done');
  const bulkWithFailures = hasFailedElements(operation);
  // What the operation's life offers the signed-in person (life-state.ts, as the api serves it):
  // the buttons here are exactly the actions its list row names.
  const offers = (action: LifeAction) => operation.life.actions.includes(action);
  const withdraw = offers('withdraw');
  const retryLabel = bulkWithFailures ? t.retryFailedItems : t.retry;

  const startRetry = (reason?: string) =>
    retry.mutate(
      { id: operation.id, ...(reason ? { reason } : {}) },
      {
        onSuccess: (started) => {
          setRetryOpen(false);
          notifySuccess(t.retryStarted);
          void router.navigate({ to: '/operations/$id', params: { id: started.id } });
        },
      },
    );

  const startUndo = (reason: string) =>
    undo.mutate(
      { id: operation.id, reason },
      {
        onSuccess: () => {
          setUndoOpen(false);
          notifySuccess(t.aftermath.undoStarted);
        },
      },
    );

  return (
    <>
      {offers('retry') ? (
        <Button onClick={() => setRetryOpen(true)} data-testid="retry-operation">
          {retryLabel}
        </Button>
      ) : null}
      {offers('undo') ? (
        <Button variant="secondary" onClick={() => setUndoOpen(true)} data-testid="undo-operation">
          {t.aftermath.undo}
        </Button>
      ) : null}
      {/* Waiting for approval, the requester withdraws it (the api cancels it); waiting for its time, it never runs. */}
      {offers('cancel') || withdraw ? (
        <Button variant="secondary" onClick={() => setCancelOpen(true)} data-testid="cancel-operation">
          {withdraw ? lifeActionLabels.withdraw : t.cancel}
        </Button>
      ) : null}
      {offers('openRetry') && operation.retriedBy ? (
        <Link
          to="/operations/$id"
          params={{ id: operation.retriedBy }}
          className={buttonClasses('secondary', 'md')}
          data-testid="open-retry"
        >
          {lifeActionLabels.openRetry}
        </Link>
      ) : null}
      {offers('openUndo') && operation.undoneBy ? (
        <Link
          to="/operations/$id"
          params={{ id: operation.undoneBy }}
          className={buttonClasses('secondary', 'md')}
          data-testid="open-undo"
        >
          {lifeActionLabels.openUndo}
        </Link>
      ) : null}
      {/* Only for the roles the /temporal proxy lets in (support engineers). */}
      {temporalLink && operation.temporalUrl ? (
        <a
          href={operation.temporalUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('ghost', 'md')}
        >
          {t.viewInTemporal}
          <ExternalLinkIcon size={14} />
        </a>
      ) : null}
      {retry.isError && !retryOpen ? (
        <p role="alert" className="basis-full text-right text-sm text-red-700">
          {retry.error.message}
        </p>
      ) : null}
      <ReasonDialog
        open={retryOpen}
        onOpenChange={(open) => {
          setRetryOpen(open);
          if (!open) retry.reset();
        }}
        title={t.retryTitle}
        confirmLabel={retryLabel}
        requireReason={operation.highRisk}
        pending={retry.isPending}
        testId="retry-dialog"
        error={retry.error}
        onConfirm={startRetry}
      >
        <p>
          {operation.life.state === 'withdrawn' || operation.life.state === 'cancelledBeforeTime'
            ? t.retryBodyNothingRan
            : t.retryBody}
        </p>
      </ReasonDialog>
      <UndoDialog
        operation={operation}
        open={undoOpen}
        onOpenChange={(open) => {
          setUndoOpen(open);
          if (!open) undo.reset();
        }}
        pending={undo.isPending}
        error={undo.error}
        onConfirm={startUndo}
      />
      {/* Withdrawing a request speaks of the request; cancelling speaks of a step in progress only when one is. */}
      <Modal
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title={withdraw ? t.withdrawTitle : t.cancelTitle}
        testId={withdraw ? 'withdraw-dialog' : 'cancel-dialog'}
        actions={
          <>
            <Button variant="secondary" onClick={() => setCancelOpen(false)}>
              {withdraw ? t.keepRequest : t.keepRunning}
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(operation.id, {
                  onSuccess: () => {
                    setCancelOpen(false);
                    notifySuccess(
                      withdraw ? t.withdrawn : notStarted ? t.cancelledBeforeStart : t.cancelRequested,
                    );
                  },
                })
              }
            >
              {withdraw ? t.withdrawConfirm : t.cancelConfirm}
            </Button>
          </>
        }
      >
        <p>{withdraw ? t.withdrawBody : notStarted ? t.cancelBodyNotStarted : t.cancelBody}</p>
      </Modal>
    </>
  );
}

function EventLog({ id, running }: { id: string; running: boolean }) {
  const log = useQuery(operationLogQueryOptions(id, running));
  if (log.isPending) return <Skeleton className="h-4 w-64" />;
  if (log.isError) return <p className="text-sm text-zinc-500">{t.logError}</p>;
  if (log.data.length === 0) return <p className="text-sm text-zinc-500">{t.logEmpty}</p>;
  return (
    <ol className="flex flex-col divide-y divide-zinc-100 text-sm" data-testid="operation-log">
      {log.data.map((entry) => (
        <li
          key={entry.eventLogId}
          className="grid gap-x-4 gap-y-0.5 py-2 min-[600px]:grid-cols-[11rem_minmax(0,1fr)]"
        >
          <span className="text-xs whitespace-nowrap text-zinc-500 tabular-nums">
            {formatDateTime(entry.creationDate)}
          </span>
          <span className="break-words text-zinc-800">{entry.eventText}</span>
        </li>
      ))}
    </ol>
  );
}

export function OperationDetailPage({
  id,
  search,
  temporalLink = false,
}: {
  id: string;
  search: OperationDetailSearch;
  /** Whether the signed-in roles may open the operation in the Temporal UI. */
  temporalLink?: boolean;
}) {
  const catalog = useQuery(operationTypesQueryOptions);
  const query = useQuery({
    ...operationQueryOptions(id),
    // Followed while it runs, and while its undo runs (the undo's steps show here).
    refetchInterval: (q) => {
      const data = q.state.data as Operation | undefined;
      const steps = data?.undoSteps ?? [];
      const undoing =
        steps.some((step) => step.status === 'running') ||
        (steps.some((step) => step.status === 'pending') && !steps.some((step) => step.status === 'failed'));
      const waiting = data?.status === 'awaitingApproval' || data?.status === 'scheduled';
      return data?.status === 'running' || waiting || undoing ? 1_000 : false;
    },
  });
  const codeNames = useCodeNames(query.data?.input, query.data?.result);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-accent-600">
        <Spinner size={24} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={isApiError(query.error) && query.error.status === 404 ? t.notFound : messages.app.genericError}
        icon={<LayersIcon size={28} />}
      >
        <Link to="/operations" className="font-medium text-accent-700 hover:underline">
          {t.backToList}
        </Link>
      </EmptyState>
    );
  }

  const operation = query.data;
  const running = operation.status === 'running';
  const type = catalog.data?.find((item) => item.type === operation.type);
  const input = inputFields(operation, type, codeNames);
  const result = resultView(operation, type, codeNames);
  const outcome = outcomeOf(operation);

  return (
    <div data-testid="operation-detail" data-status={operation.status}>
      <PageHeader
        title={withSubject(operation.name, operation.subject)}
        subtitle={operation.target ? `${t.fields.target}: ${targetText(operation)}` : undefined}
        actions={<Actions operation={operation} temporalLink={temporalLink} />}
      />

      {operation.error ? (
        <div
          role="alert"
          data-testid="operation-error"
          className="mb-4 flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{operation.error.message}</p>
        </div>
      ) : null}
      {operation.engineHistoryExpired ? (
        <p
          data-testid="engine-history-expired"
          className="mb-4 flex gap-2 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700 ring-1 ring-zinc-200"
        >
          <HistoryIcon size={18} className="shrink-0 text-zinc-500" />
          {t.engineHistoryExpired}
        </p>
      ) : null}
      <div className="mb-4">
        <LifeLine life={operation.life} />
      </div>
      <OperationSchedule operation={operation} />
      <OperationApproval operation={operation} />
      <FailureExplanation operation={operation} />
      {result.sentence ? (
        <div
          role="status"
          data-testid="operation-result"
          className={
            outcome.succeeded
              ? outcome.tone === 'amber'
                ? 'mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200'
                : 'mb-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200'
              : 'mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200'
          }
        >
          {result.sentence}
        </div>
      ) : null}

      <section
        aria-label={t.summary}
        className="mb-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
      >
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm min-[900px]:grid-cols-4">
          <Fact label={t.fields.status}>
            <span data-testid="operation-outcome" data-outcome={outcome.succeeded ? 'ok' : 'not-ok'}>
              <Badge tone={outcome.tone}>{outcome.label}</Badge>
            </span>
          </Fact>
          <Fact label={t.fields.target}>
            <span data-testid="operation-target">{operation.target || messages.app.blank}</span>
            {operation.targetName ? (
              <span className="block text-xs text-zinc-500">{operation.targetName}</span>
            ) : null}
          </Fact>
          <Fact label={t.fields.actor}>
            <span className="break-all">{operation.actor}</span>
            <span className="block text-xs text-zinc-500">{t.sources[operation.source]}</span>
          </Fact>
          <Fact label={t.fields.started}>
            {formatDateTime(operation.startedAt)}
            {operation.finishedAt ? (
              <span className="block text-xs text-zinc-500">
                {t.duration}: {formatDuration(operation.startedAt, operation.finishedAt)}
              </span>
            ) : null}
          </Fact>
          {operation.reason ? (
            <Fact label={t.fields.reason} wide>
              {operation.reason}
            </Fact>
          ) : null}
          {operation.retryOf ? (
            <Fact label={t.fields.retryOf} wide>
              <OperationLink id={operation.retryOf} name={operation.retryOfName ?? operation.label} />
            </Fact>
          ) : null}
          {operation.retriedBy ? (
            <Fact label={t.fields.retriedBy} wide>
              <OperationLink id={operation.retriedBy} name={operation.retriedByName ?? operation.label} />
            </Fact>
          ) : null}
          {operation.undoOf ? (
            <Fact label={t.aftermath.undoOf} wide>
              <OperationLink id={operation.undoOf} name={operation.undoOfName ?? operation.label} />
            </Fact>
          ) : null}
          {operation.undoneBy ? (
            <Fact label={t.aftermath.undoneBy} wide>
              <OperationLink id={operation.undoneBy} name={operation.undoneByName ?? operation.label} />
            </Fact>
          ) : null}
          <Fact label={t.fields.id} wide>
            <span className="font-mono text-xs break-all text-zinc-600" data-testid="operation-id">
              {operation.id}
            </span>
          </Fact>
        </dl>
      </section>

      <div className="grid gap-4 min-[1200px]:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {isBulk(operation) ? (
            <Section title={messages.steps.elements} testId="operation-items-section">
              <OperationItems operation={operation} search={search} />
            </Section>
          ) : null}
          <Section title={t.steps}>
            <OperationStepList
              steps={operation.steps}
              status={operation.status}
              runName={(runId) =>
                runId === operation.retryOf && operation.retryOfName ? operation.retryOfName : operation.label
              }
            />
          </Section>
          <UndoneSteps operation={operation} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t.input}>
            {input.length === 0 ? (
              <p className="text-sm text-zinc-500">{messages.app.blank}</p>
            ) : (
              <Fields fields={input} testId="operation-input" operation={operation} />
            )}
          </Section>
          {result.sentence || result.fields.length > 0 ? (
            <Section title={t.result}>
              {result.sentence ? <p className="mb-2 text-sm text-zinc-900">{result.sentence}</p> : null}
              {result.fields.length > 0 ? (
                <Fields fields={result.fields} testId="operation-result-fields" operation={operation} />
              ) : null}
            </Section>
          ) : null}
        </div>
        <div className="min-w-0 min-[1200px]:col-span-2">
          <Section title={t.log}>
            <EventLog id={operation.id} running={running} />
          </Section>
        </div>
      </div>
    </div>
  );
}
