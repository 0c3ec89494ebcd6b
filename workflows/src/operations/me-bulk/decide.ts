// Rules of the Mi Estudio bulk operations that need no service call. Pure, unit-tested alone.
import type { ItemState } from '../../core/progress';
import { parseEnablementRow } from './rows';
import type { CsvOrganizationFailure, ReviewedDeclaration } from './activities';
import { meBulkMessages } from './messages';

/** Organizations per enableMEFullVersionEAuthz call: few calls, none long enough to time out. */
export const CSV_BATCH_ORGANIZATIONS = 250;
/** Failures kept for the details dialog; the counts stay exact beyond it. */
export const CSV_MAX_FAILURES_KEPT = 1_000;
/**
 * Declarations per unLockEntityLegalDecl call. The progress (one element per declaration) is
 * published once per batch, and each publish lands in the history: 200 keeps a 1,000-declaration
 * unlock at a few MB of history (limit 50 MB) with five visible updates.
 */
export const UNLOCK_BATCH = 200;

export interface CsvBatch {
  key: string;
  /** 1-based position of its first and last organization in the document. */
  from: number;
  to: number;
  rows: string[];
}

/** The rows of each organization (by CUIT), in the order each first appears in the document. */
export function csvOrganizations(rows: readonly string[]): { cuit: string; rows: string[] }[] {
  const byCuit = new Map<string, string[]>();
  for (const row of rows) {
    const cuit = parseEnablementRow(row)?.cuit ?? row.split(';')[0] ?? '';
    const list = byCuit.get(cuit);
    if (list) list.push(row);
    else byCuit.set(cuit, [row]);
  }
  return [...byCuit].map(([cuit, organizationRows]) => ({ cuit, rows: organizationRows }));
}

/**
 * Groups the rows by CUIT (the service counts an organization once, whatever its rows) in the
 * order they first appear, and cuts them into batches of whole organizations.
 */
export function csvBatches(rows: readonly string[], size = CSV_BATCH_ORGANIZATIONS): CsvBatch[] {
  const organizations = csvOrganizations(rows).map((organization) => organization.rows);
  const batches: CsvBatch[] = [];
  for (let start = 0; start < organizations.length; start += size) {
    const slice = organizations.slice(start, start + size);
    batches.push({
      key: `lote-${batches.length + 1}`,
      from: start + 1,
      to: start + slice.length,
      rows: slice.flat(),
    });
  }
  return batches;
}

/** A batch of organizations as an element of the operation, with its counts once processed. */
export interface CsvBatchItem extends ItemState {
  organizations?: number;
  succeeded?: number;
  withErrors?: number;
  failures?: CsvOrganizationFailure[];
}

export function csvBatchItems(batches: readonly CsvBatch[]): CsvBatchItem[] {
  return batches.map((batch) => ({
    key: batch.key,
    label: meBulkMessages.csvBatchLabel(batch.from, batch.to),
    status: 'pending',
    startedAt: null,
    finishedAt: null,
    organizations: batch.to - batch.from + 1,
  }));
}

export interface CsvSummary {
  totalProcessedOrgCount: number;
  successfullyProcessedCount: number;
  whithErrorProcessedCount: number;
  failures: CsvOrganizationFailure[];
  /** Failures beyond CSV_MAX_FAILURES_KEPT, counted but not listed. */
  failuresNotListed: number;
}

/** The answer of spec 2 §7 (enableMEFullVersionEAuthz) for the whole document, from its batches. */
export function summarizeCsv(items: readonly CsvBatchItem[]): CsvSummary {
  const summary: CsvSummary = {
    totalProcessedOrgCount: 0,
    successfullyProcessedCount: 0,
    whithErrorProcessedCount: 0,
    failures: [],
    failuresNotListed: 0,
  };
  for (const item of items) {
    summary.totalProcessedOrgCount += (item.succeeded ?? 0) + (item.withErrors ?? 0);
    summary.successfullyProcessedCount += item.succeeded ?? 0;
    summary.whithErrorProcessedCount += item.withErrors ?? 0;
    summary.failures.push(...(item.failures ?? []));
  }
  summary.failuresNotListed = summary.whithErrorProcessedCount - summary.failures.length;
  if (summary.failuresNotListed < 0) summary.failuresNotListed = 0;
  return summary;
}

/** How many of a batch's failures still fit under the kept-failures limit. */
export function failuresToKeep(
  items: readonly CsvBatchItem[],
  failures: readonly CsvOrganizationFailure[],
): CsvOrganizationFailure[] {
  const kept = items.reduce((total, item) => total + (item.failures?.length ?? 0), 0);
  return failures.slice(0, Math.max(0, CSV_MAX_FAILURES_KEPT - kept));
}

/** The per-declaration elements of an unlock, labelled with client and description when found. */
export function unlockItems(reviewed: readonly ReviewedDeclaration[]): ItemState[] {
  return reviewed.map((declaration) => ({
    key: declaration.declarationId,
    label: declaration.label ?? declaration.declarationId,
    status: 'pending',
    startedAt: null,
    finishedAt: null,
  }));
}

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}
