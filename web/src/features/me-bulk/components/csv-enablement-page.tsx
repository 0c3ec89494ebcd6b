// 'Habilitacion de modulos mediante documento .CSV' (/ME/import-cvs, spec 2 §2.7): choose a
// document (several may be chosen; only the first is sent), 'Subir' checks it on the server,
// then the confirmation (with the reason every bulk operation records) starts one
// me.csvEnablement operation whose progress shows live. The outcome is one of the spec's four
// states; the partial one links to 'Detalles del proceso de habilitacion'.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { CheckIcon, CircleAlertIcon, FileTextIcon } from 'lucide-react';
import { PageHeader } from '../../../shared/ui/page';
import {
  CsvDocumentRejected,
  useCheckCsvDocument,
  type CsvDocument,
  type CsvDocumentError,
} from '../api/csv-document';
import { csvTexts as t, SAMPLE_CSV_PATH } from '../messages';
import { CsvDetailsDialog, type CsvOutcome } from './csv-details-dialog';
import { CsvProgress } from './csv-progress';

type Outcome =
  | { state: 'success'; result: CsvOutcome; operation: Operation }
  | { state: 'partial'; result: CsvOutcome; operation: Operation }
  | { state: 'error'; detail?: string }
  | { state: 'incorrect'; detail: CsvDocumentError };

function SampleLink({ children }: { children: string }) {
  return (
    <a
      href={SAMPLE_CSV_PATH}
      download="Modelo_de_documento.csv"
      className="font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {children}
    </a>
  );
}

function Banner({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'error';
  title: string;
  children?: React.ReactNode;
}) {
  const styles = {
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
    error: 'bg-red-50 text-red-900 ring-red-200',
  }[tone];
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      data-testid={`csv-result-${tone}`}
      className={cn('rounded-lg px-4 py-3 ring-1', styles)}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        {tone === 'success' ? <CheckIcon size={16} /> : <CircleAlertIcon size={16} />}
        {title}
      </p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
    </div>
  );
}

function outcomeOf(operation: Operation): Outcome {
  const result = operation.result as (CsvOutcome & { message: string }) | undefined;
  if (operation.status === 'completed' && result) {
    return { state: result.whithErrorProcessedCount > 0 ? 'partial' : 'success', result, operation };
  }
  return { state: 'error', detail: operation.error?.message };
}

export function CsvEnablementPage() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [document, setDocument] = useState<CsvDocument | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const check = useCheckCsvDocument();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Spec 2 §2.7: several files may be chosen; only the first is sent.
    setFile(event.target.files?.[0] ?? null);
    setOutcome(null);
  };

  const upload = () => {
    if (!file || check.isPending) return;
    setOutcome(null);
    check.mutate(file, {
      onSuccess: setDocument,
      onError: (error) => {
        if (isSessionError(error)) return;
        if (error instanceof CsvDocumentRejected) setOutcome({ state: 'incorrect', detail: error.detail });
        else setOutcome({ state: 'error', detail: isApiError(error) ? error.message : undefined });
      },
    });
  };

  return (
    <div className="max-w-3xl">
      <PageHeader title={t.title} subtitle={t.intro} />

      <section className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-zinc-200 min-[600px]:p-6">
        <div className="flex flex-col gap-3 min-[600px]:flex-row min-[600px]:items-center">
          <label
            htmlFor={inputId}
            className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md bg-white px-3 py-2 text-sm ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 focus-within:ring-2 focus-within:ring-accent-600"
          >
            <FileTextIcon size={18} className="shrink-0 text-zinc-500" />
            <span
              className={cn('truncate', file ? 'font-medium text-zinc-900' : 'text-zinc-500')}
              data-testid="csv-file-name"
            >
              {file ? file.name : t.choose}
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              multiple
              aria-label={t.fileLabel}
              onChange={choose}
              className="sr-only"
            />
          </label>
          <Button onClick={upload} disabled={!file} loading={check.isPending}>
            {t.upload}
          </Button>
        </div>
        <div className="mt-3 flex flex-col gap-1 text-sm text-zinc-600 min-[600px]:flex-row min-[600px]:items-center min-[600px]:justify-between">
          <p>{t.dateNote}</p>
          <SampleLink>{t.sample}</SampleLink>
        </div>
        {check.isPending ? (
          <p role="status" className="mt-3 text-sm text-zinc-500">
            {t.checking}
          </p>
        ) : null}
      </section>

      <div className="mt-4 flex flex-col gap-3">
        {outcome?.state === 'success' ? (
          <Banner tone="success" title={t.success}>
            {t.summary(
              outcome.result.totalProcessedOrgCount,
              outcome.result.successfullyProcessedCount,
              outcome.result.whithErrorProcessedCount,
            )}
          </Banner>
        ) : null}
        {outcome?.state === 'partial' ? (
          <Banner tone="warning" title={t.partial}>
            <button
              type="button"
              onClick={() => setDetailsOpen(true)}
              className="font-medium text-amber-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {t.viewDetails}
            </button>
          </Banner>
        ) : null}
        {outcome?.state === 'error' ? (
          <Banner tone="error" title={t.error}>
            {outcome.detail && outcome.detail !== t.error ? outcome.detail : null}
          </Banner>
        ) : null}
        {outcome?.state === 'incorrect' ? (
          <Banner tone="error" title={t.incorrect}>
            <SampleLink>{t.viewSample}</SampleLink>
            {outcome.detail.problems.length > 0 ? (
              <div className="mt-2">
                <p className="font-medium">{t.problemsTitle}</p>
                <ul
                  className="mt-1 max-h-56 divide-y divide-red-100 overflow-y-auto rounded-md bg-white ring-1 ring-red-200"
                  data-testid="csv-problems"
                >
                  {outcome.detail.problems.map((problem, index) => (
                    <li key={index} className="flex flex-wrap gap-x-2 px-3 py-1.5 text-xs text-zinc-800">
                      <span className="font-semibold whitespace-nowrap">{t.problemLine(problem.line)}</span>
                      {problem.column ? <span className="text-zinc-500">{problem.column}</span> : null}
                      <span>{problem.message}</span>
                      {problem.value ? (
                        <span className="break-all text-zinc-500">«{problem.value}»</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {outcome.detail.problemsNotListed > 0 ? (
                  <p className="mt-1 text-xs">{t.problemsNotListed(outcome.detail.problemsNotListed)}</p>
                ) : null}
              </div>
            ) : null}
          </Banner>
        ) : null}
      </div>

      {outcome?.state === 'partial' || outcome?.state === 'success' ? (
        <CsvDetailsDialog
          operation={outcome.operation}
          outcome={outcome.result}
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
        />
      ) : null}
      <OperationConfirmModal
        open={document !== null}
        title={t.confirmTitle}
        text={document ? t.confirmText(document.fileName, document.organizationCount, document.rowCount) : ''}
        request={
          document
            ? { type: 'me.csvEnablement', input: { fileName: document.fileName, rows: document.rows } }
            : null
        }
        confirmLabel={t.confirm}
        testId="csv-confirm"
        details={(operation) => <CsvProgress operation={operation} />}
        onSettled={(finished) => {
          setOutcome(outcomeOf(finished));
          if (inputRef.current) inputRef.current.value = '';
          setFile(null);
        }}
        onClose={() => setDocument(null)}
      />
    </div>
  );
}
