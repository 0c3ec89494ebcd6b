// A bulk operation's elements, page by page, from the console's store (or an older run's progress).
import type { ElementStatus, StoredElement } from '@cgi/console-store';
import { elementErrorText } from '@cgi/workflows';
import type { ServiceContext } from './context';
import type { Names } from './names';
import type { Reads } from './reads';

/**
 * An element's error as staff read it, and the service's own words for support: recorded apart
 * by the worker, or (an older record) the recorded text itself when staff words differ from it.
 */
export function elementErrorOf(
  error: string | null | undefined,
  technical?: unknown,
): { error: string | null; technicalError: string | null } {
  if (!error) return { error: null, technicalError: null };
  const staff = elementErrorText(error);
  const raw = typeof technical === 'string' && technical ? technical : staff !== error ? error : null;
  return { error: staff, technicalError: raw };
}

/** An element as the api serves it: the operation it started (a bulk retry's) comes from its detail. */
function elementView(element: StoredElement) {
  const { technicalError, ...detail } = (element.detail ?? {}) as {
    operationId?: unknown;
    technicalError?: unknown;
  };
  return {
    ordinal: element.ordinal,
    key: element.key,
    label: element.label,
    status: element.status,
    note: element.note,
    ...elementErrorOf(element.error, technicalError),
    attempts: element.attempts,
    operationId: typeof detail.operationId === 'string' ? detail.operationId : null,
    settledBy: element.settledBy,
    detail: element.detail ? (detail as Record<string, unknown>) : null,
    finishedAt: element.finishedAt,
  };
}

export function createElements(ctx: ServiceContext, deps: { reads: Reads; names: Names }) {
  const { options } = ctx;
  const { namedElements, declarationNames } = deps.names;
  const { get } = deps.reads;

  /**
   * One page of a bulk operation's elements, in order, optionally of one status, with the
   * counts of all of them. Runs from before the elements moved to the console's store keep
   * theirs in the progress: the same page is cut from there.
   */
  async function elements(id: string, query: { status?: ElementStatus; after?: number; pageSize: number }) {
    const view = await get(id);
    if (view.items) {
      const all = view.items.map((item, ordinal) => ({
        ordinal,
        key: item.key,
        label: item.label,
        status: (item.status === 'running' ? 'pending' : item.status) as ElementStatus,
        note: item.note ?? null,
        ...elementErrorOf(item.error),
        attempts: item.status === 'pending' ? 0 : 1,
        operationId: item.operationId ?? null,
        settledBy: item.resumedFrom ?? (item.status === 'pending' ? null : id),
        detail: null,
        finishedAt: item.finishedAt,
      }));
      const counts = { total: all.length, pending: 0, done: 0, skipped: 0, failed: 0 };
      for (const element of all) counts[element.status] += 1;
      const matching = all.filter(
        (element) =>
          element.ordinal > (query.after ?? -1) && (!query.status || element.status === query.status),
      );
      const items = await namedElements(view.type, matching.slice(0, query.pageSize));
      return {
        view,
        items,
        next: matching.length > query.pageSize ? (items.at(-1)?.ordinal ?? null) : null,
        counts,
      };
    }
    const [page, counts] = await Promise.all([
      options.elements.page(id, { status: query.status, after: query.after, limit: query.pageSize }),
      options.elements.counts(id),
    ]);
    return {
      view,
      items: await declarationNames(view, await namedElements(view.type, page.items.map(elementView))),
      next: page.next,
      counts,
    };
  }

  /** One element by its key (a deep link), from the store or from an older run's progress. */
  async function element(id: string, key: string) {
    const view = await get(id);
    if (view.items) {
      const page = await elements(id, { pageSize: view.items.length || 1 });
      return { view, element: page.items.find((item) => item.key === key) ?? null };
    }
    const found = await options.elements.find(id, key);
    const [named] = found ? await namedElements(view.type, [elementView(found)]) : [];
    return { view, element: named ?? null };
  }

  return { elements, element };
}

export type Elements = ReturnType<typeof createElements>;
