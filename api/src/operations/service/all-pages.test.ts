// The export's reads (allPages) against the list's pages: the same rows in the same order, read
// ahead one page, from a record double that pages newest first by its cursor.
import type { RecordedRun, RunCursor } from '@cgi/console-store';
import { describe, expect, it } from 'vitest';
import type { PageTokens } from '../../http/page-tokens';
import { runOfRecord } from '../run-source';
import type { ServiceContext } from './context';
import { createNames } from './names';
import { createReads } from './reads';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

function recordOf(count: number) {
  const runs: RecordedRun[] = Array.from({ length: count }, (_, i) => ({
    run: {
      operationId: `subscriber.addUser/2000${String(i).padStart(2, '0')}/x${i}`,
      type: 'subscriber.addUser',
      status: i % 3 === 0 ? 'failed' : 'completed',
      startedAt: at(i),
      endedAt: at(i + 1),
      retryOf: null,
    } as unknown as RecordedRun['run'],
    snapshot: null,
  })).reverse();
  const reads: { after: string | null; related: boolean | undefined }[] = [];
  const reader = {
    async page(_filter: unknown, page: { size: number; after?: RunCursor | null; related?: boolean }) {
      reads.push({ after: page.after?.operationId ?? null, related: page.related });
      const from = page.after
        ? runs.findIndex((one) => one.run.operationId === page.after!.operationId) + 1
        : 0;
      const shown = runs.slice(from, from + page.size);
      const last = shown.at(-1)?.run;
      const next =
        from + page.size < runs.length && last
          ? {
              sortAt: last.endedAt!.toISOString(),
              startedAt: last.startedAt.toISOString(),
              operationId: last.operationId,
            }
          : null;
      return { runs: shown, next };
    },
    async followUps(ids: readonly string[]) {
      const retriedBy = new Map<string, string>();
      for (const id of ids) if (id.endsWith('x3')) retriedBy.set(id, `${id}-r1`);
      return { retriedBy, undoneBy: new Map<string, string>() };
    },
  };
  // Tokens that only carry the cursor: what the list's paging needs here.
  const pageTokens: PageTokens = {
    seal: async (_scope, cursor) => (cursor ? Buffer.from(cursor).toString('base64') : null),
    open: async (_scope, token) => (token ? Buffer.from(token, 'base64') : new Uint8Array()),
  };
  const ctx = {
    options: { pageTokens },
    lookup: () => [],
    names: { of: async () => null, ofTarget: async () => null },
    source: { reader, withLiveState: async (found: RecordedRun[]) => found.map(runOfRecord) },
  } as unknown as ServiceContext;
  return { reads: createReads(ctx, { names: createNames(ctx) }), log: reads };
}

describe('allPages (the operations export)', () => {
  it('yields the rows of every page of the list, in its order, reading without related entities', async () => {
    const { reads, log } = recordOf(11);
    const listed: unknown[] = [];
    let pageToken: string | undefined;
    do {
      const page = await reads.list({}, { pageSize: 3, pageToken });
      listed.push(...page.items);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
    expect(listed).toHaveLength(11);

    log.length = 0;
    const exported: unknown[] = [];
    for await (const page of reads.allPages({}, 3)) exported.push(...page);
    expect(exported).toEqual(listed);
    expect(log).toHaveLength(4);
    expect(log.every((read) => read.related === false)).toBe(true);
  });

  it('has the next page read before the caller asks for it, and no more', async () => {
    const { reads, log } = recordOf(7);
    const pages = reads.allPages({}, 3);
    await pages.next();
    // The second page is on its way while the first is written; the third is not.
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.map((read) => read.after)).toHaveLength(2);
    await pages.return(undefined);
  });
});
