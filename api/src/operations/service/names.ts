// How the operations service names what it serves: targets (from the platform, never waiting
// long), a bulk retry's elements (the operations they are), declarations, a timeline's entity.
import { operationNameOf, retryNumberOf, OPERATIONS_BULK_RETRY, type RelatedKind } from '@cgi/workflows';
import { apiMessages } from '../../http/errors';
import { summaryOf } from '../operation-view';
import { runOfRecord } from '../run-source';
import type { ServiceContext } from './context';

/** What names a retried operation: its name, and whom it acts on (computed when read, never stored). */
type RetriedName = { type: string; label: string; target: string; name: string; subject: string | null };

/** How long a read waits for a target's name before it answers with the number alone. */
const TARGET_NAME_WAIT_MS = 800;
/** Names one read remembers at most (an export's, across its pages). */
const TARGET_NAME_MEMO_MAX = 20_000;

/** The target names one read has asked for, by type and target. */
export type TargetNameMemo = Map<string, Promise<string | null>>;

export function createNames(ctx: ServiceContext) {
  const { options, names, source } = ctx;

  /**
   * The views with their target's name (a slow platform leaves the number alone, not the read).
   * A `memo` kept across the pages of one read (an export) asks for each target once in it, an
   * answer or a failure alike: the shared cache keeps 2,000 names and forgets failures, so over
   * 100,000 rows on thousands of targets it would ask again row after row.
   */
  async function withTargetNames<
    T extends { type: string; target: string; targetName: string | null },
    L extends readonly T[],
  >(views: L, memo?: TargetNameMemo): Promise<{ [K in keyof L]: L[K] }> {
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), TARGET_NAME_WAIT_MS).unref(),
    );
    const nameOf = (type: string, target: string) => {
      if (!memo) return names.ofTarget(type, target);
      const key = `${type}\u0000${target}`;
      let name = memo.get(key);
      if (!name) {
        // Bounded: an export holds at most this many names at once.
        if (memo.size >= TARGET_NAME_MEMO_MAX) memo.clear();
        name = names.ofTarget(type, target);
        memo.set(key, name);
      }
      return name;
    };
    return Promise.all(
      views.map(async (view) => ({
        ...view,
        targetName: await Promise.race([nameOf(view.type, view.target), timeout]),
      })),
    ) as unknown as Promise<{ [K in keyof L]: L[K] }>;
  }

  /**
   * A bulk retry's elements are operations (keyed by their ids): each is read by its name, and
   * so is the retry it started. Other bulks' elements are named by their contract already.
   */
  async function namedElements<E extends { key: string; label: string; operationId: string | null }>(
    type: string,
    items: E[],
  ): Promise<(E & { operationName: string | null })[]> {
    if (type !== OPERATIONS_BULK_RETRY) return items.map((item) => ({ ...item, operationName: null }));
    const names = await operationNames(items.map((item) => item.key)).catch(
      () => new Map<string, RetriedName>(),
    );
    return items.map((item) => {
      const summary = names.get(item.key);
      return {
        ...item,
        // The key is a workflow id: staff never read it, even when no name is known. Whom the
        // retried operation acts on tells apart two of one type on one target (issue 43).
        label: summary
          ? summary.subject
            ? `${summary.name} · ${summary.subject}`
            : summary.name
          : item.label === item.key
            ? apiMessages.unnamedOperation
            : item.label,
        operationName:
          summary && item.operationId
            ? operationNameOf({ ...summary, retryNumber: retryNumberOf(item.operationId) })
            : null,
      };
    });
  }

  /**
   * The names of the operations a bulk retry's elements are (their keys are operation ids): one
   * read of the record for the page. An id the record does not know keeps no name.
   */
  async function operationNames(ids: string[]): Promise<Map<string, RetriedName>> {
    const found = await source.reader.runs([...new Set(ids)]);
    const rows = [...found.values()].map((one) => summaryOf(runOfRecord(one)));
    return new Map(
      rows.map((row) => [
        row.id,
        { type: row.type, label: row.label, target: row.target, name: row.name, subject: row.subject },
      ]),
    );
  }

  /**
   * A declarations unlock names its elements by id until its run reviews them (client and
   * period): an approver reads them before that, so they are named here from the platform.
   */
  async function declarationNames<E extends { key: string; label: string }>(
    view: { type: string; input?: Record<string, unknown> },
    items: E[],
  ): Promise<E[]> {
    if (view.type !== 'declarations.unlock' || !items.some((item) => item.label === item.key)) return items;
    const study = Number(view.input?.suborganizationId);
    if (!Number.isInteger(study)) return items;
    try {
      const locked = await options.platform().declarations.locked(study);
      const byId = new Map(locked.map((found) => [found.personalLegalDeclarationId, found]));
      return items.map((item) => {
        const found = item.label === item.key ? byId.get(item.key) : undefined;
        return found
          ? {
              ...item,
              label: `${found.customerSuborganizationName} · ${found.personalLegalDeclarationDesc} ${found.bpDeclarations.bpDeclarationPeriodYear}`,
            }
          : item;
      });
    } catch {
      // The ids stay: a slow or failing platform never fails the read.
      return items;
    }
  }

  /** The name of the entity of a timeline (`kind:id`), for its chip ('Historial de <name>'). */
  async function relatedName(related: string): Promise<string | null> {
    const at = related.indexOf(':');
    const kind = related.slice(0, at) as RelatedKind;
    return names.of(kind, related.slice(at + 1));
  }

  return { withTargetNames, namedElements, operationNames, declarationNames, relatedName };
}

export type Names = ReturnType<typeof createNames>;
