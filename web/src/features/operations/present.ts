// An operation in business terms for its detail page: input and result fields under the
// Spanish names the operation's contract declares (GET /api/catalog/operation-types), values as
// staff read them (Sí/No, days, counts of long lists), the outcome of a bulk operation by what
// happened to its elements, and the steps a failure or a cancel left unrun. Pure, unit-tested.
import type { Operation, OperationTypeInfo } from '../../shared/api/types';
import { calendarDay, displayDay, formatInstant } from '../../shared/lib/dates';
import { messages } from '../../shared/messages';
import { operationTexts, scheduleTexts } from './messages';
import type { CodeNames } from './api/code-names';

const t = operationTexts.present;
const BLANK = messages.app.blank;

/** A list longer than this is summarised ('15.000 filas') and shown a page at a time. */
export const LIST_PAGE_SIZE = 10;

export type FieldView =
  | { key: string; label: string; kind: 'text'; text: string }
  | {
      key: string;
      label: string;
      kind: 'list';
      count: number;
      summary: string;
      items: string[];
      /** The items are the operation's elements in order: shown by the elements' names, never their keys. */
      namedByElements?: boolean;
    };

/** A bulk retry's input lists workflow ids: staff read the retried operations' names instead. */
const BULK_RETRY = { type: 'operations.bulkRetry', field: 'ids' } as const;

/** An undo's input names the undone operation by its id: staff read its name (issue 43). */
const UNDO = { type: 'operation.undo', field: 'operationId', label: 'operationLabel' } as const;

function labelsOf(fields: { name: string; label: string }[] | undefined): Map<string, string> {
  return new Map((fields ?? []).map((field) => [field.name, field.label]));
}

/** Shared names for keys the contract does not list (nested values, older runs). */
function labelOf(key: string, labels: Map<string, string>): string {
  return labels.get(key) ?? t.knownFields[key] ?? key;
}

/** One value as text: flags as Sí/No, calendar days as d/M/yyyy, instants with their time. */
export function valueText(value: unknown, labels: Map<string, string> = new Map()): string {
  if (value === null || value === undefined || value === '') return BLANK;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (
      /^\d{4}-\d{2}-\d{2}$/.test(value) ||
      (/^\d{4}-\d{2}-\d{2}T00:00(:00(\.0+)?)?Z$/.test(value) && calendarDay(value))
    )
      return displayDay(value) ?? value;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
      return formatInstant(value, 'dd/MM/yyyy HH:mm') ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => valueText(item, labels)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
    .map(([key, inner]) => `${labelOf(key, labels)}: ${valueText(inner, labels)}`)
    .join(' · ');
}

function fieldView(
  key: string,
  value: unknown,
  labels: Map<string, string>,
  codeNames: CodeNames = {},
): FieldView {
  const label = labelOf(key, labels);
  // A code with a name in its catalogue reads as the name alone ('Colaborador', not ORG-STAFF).
  const named = typeof value === 'string' ? codeNames[key]?.[value] : undefined;
  if (named) return { key, label, kind: 'text', text: named };
  if (Array.isArray(value) && (value.length > 3 || value.some((item) => typeof item === 'object'))) {
    return {
      key,
      label,
      kind: 'list',
      count: value.length,
      summary: t.elements(value.length),
      items: value.map((item) => valueText(item, labels)),
    };
  }
  return { key, label, kind: 'text', text: valueText(value, labels) };
}

/** The input's fields, labelled, secrets left out, in the order the contract lists them. */
export function inputFields(
  operation: Pick<Operation, 'type' | 'input'> & { undoOfName?: string | null },
  type: OperationTypeInfo | undefined,
  codeNames: CodeNames = {},
): FieldView[] {
  const labels = labelsOf(type?.inputFields);
  const secret = new Set(type?.secretFields ?? []);
  const order = [...labels.keys()];
  const undo = operation.type === UNDO.type;
  const keys = Object.keys(operation.input)
    .filter((key) => !secret.has(key))
    // The undo's name of what it undoes is shown once, as the id's value.
    .filter((key) => !(undo && key === UNDO.label && UNDO.field in operation.input))
    .sort((a, b) => rank(order, a) - rank(order, b));
  const all = labelsOf([...(type?.inputFields ?? []), ...(type?.resultFields ?? [])]);
  return keys.map((key) => {
    const value = operation.input[key];
    if (undo && key === UNDO.field) {
      const name = operation.undoOfName ?? operation.input[UNDO.label];
      return {
        key,
        label: labels.get(UNDO.label) ?? t.undoneOperation,
        kind: 'text',
        text: typeof name === 'string' && name ? name : t.unnamedElement,
      };
    }
    if (operation.type === BULK_RETRY.type && key === BULK_RETRY.field && Array.isArray(value)) {
      const items = value.map(String);
      return {
        key,
        label: labelOf(key, labels),
        kind: 'list',
        count: items.length,
        summary: t.elements(items.length),
        items,
        namedByElements: true,
      };
    }
    return { ...fieldView(key, value, all, codeNames), label: labelOf(key, labels) };
  });
}

const rank = (order: string[], key: string) => (order.includes(key) ? order.indexOf(key) : order.length);

/** The result: its sentence, then its fields, labelled ('Cuenta creada: Sí', never `accountCreated true`). */
export function resultView(
  operation: Operation,
  type: OperationTypeInfo | undefined,
  codeNames: CodeNames = {},
): { sentence: string | null; fields: FieldView[] } {
  const result = operation.result;
  if (!result) return { sentence: null, fields: [] };
  const labels = labelsOf([...(type?.resultFields ?? []), ...(type?.inputFields ?? [])]);
  const fields = Object.entries(result)
    .filter(([key]) => key !== 'message')
    .map(([key, value]) => fieldView(key, value, labels, codeNames));
  return { sentence: result.message || null, fields };
}

export type Outcome = {
  tone: 'blue' | 'green' | 'red' | 'amber' | 'grey';
  label: string;
  /** Did what it was asked to (a bulk whose every element failed did not). */
  succeeded: boolean;
};

/** Counts of the bulk steps taken together, or null for an operation without elements. */
export function elementCounts(operation: Operation) {
  const counted = operation.steps.filter((step) => step.counts);
  if (counted.length === 0) return null;
  return counted.reduce(
    (sum, step) => ({
      total: sum.total + step.counts!.total,
      done: sum.done + step.counts!.done,
      failed: sum.failed + step.counts!.failed,
      skipped: sum.skipped + step.counts!.skipped,
    }),
    { total: 0, done: 0, failed: 0, skipped: 0 },
  );
}

/** The status badge: a completed bulk is green only when its elements took effect. */
export function outcomeOf(operation: Operation): Outcome {
  const statuses = operationTexts.statuses;
  if (operation.status !== 'completed') {
    const tone = {
      running: 'blue',
      awaitingApproval: 'amber',
      scheduled: 'blue',
      failed: 'red',
      cancelled: 'amber',
      rejected: 'grey',
      expired: 'grey',
    } as const;
    const label =
      operation.status === 'scheduled' && operation.schedule
        ? scheduleTexts.scheduledFor(formatInstant(operation.schedule.notBefore, 'dd/MM/yyyy HH:mm') ?? '')
        : statuses[operation.status];
    return { tone: tone[operation.status], label, succeeded: false };
  }
  const counts = elementCounts(operation);
  if (counts && counts.failed > 0 && counts.done === 0)
    return { tone: 'red', label: t.allFailed, succeeded: false };
  if (counts && counts.failed > 0) return { tone: 'amber', label: t.someFailed, succeeded: true };
  return { tone: 'green', label: statuses.completed, succeeded: true };
}

export { allElementsFailed, stepViewOf, type StepView } from './step-view';
