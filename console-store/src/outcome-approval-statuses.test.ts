// Migration 010: outcomes recorded before it as 'failed' with an approval's rejection or expiry
// move to their own status, and the rollups' counts move with them (the same figures a rebuild
// from the rows gives), while real failures stay failures.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb, type Db } from '@cgi/platform/db';
import { afterAll, expect, it } from 'vitest';
import { consoleMigrations } from './db';
import { copyLegacyOutcomes } from './copy-legacy-outcomes';
import { rebuildRollups } from './outcome-rollups';
import type { OperationOutcome } from './operation-outcomes';
import { createOperationsPanel } from './operations-panel';

let db: Db | undefined;
let before: string | undefined;
afterAll(async () => {
  await db?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

function outcome(i: number, errorCode: string | null, failedStep: string | null): OperationOutcome {
  const endedAt = new Date(Date.UTC(2026, 10, 20, 12 + (i % 5), 0, 0) + i * 1_000);
  return {
    workflowId: `op/${i}`,
    runId: 'r',
    type: i % 2 ? 'subscriber.addUser' : 'organization.edit',
    targetKey: 'k',
    target: null,
    actor: 'ana@consola.test',
    source: 'ui',
    status: errorCode ? 'failed' : 'completed',
    failedStep,
    failedStepLabel: failedStep ? `Paso ${failedStep}` : null,
    errorCode,
    startedAt: new Date(endedAt.getTime() - 60_000).toISOString(),
    endedAt: endedAt.toISOString(),
    durationMs: 60_000,
    retries: 0,
    retryOf: null,
    elements: null,
  };
}

it('moves approval endings recorded as failures to rejected and expired, counts included', async () => {
  before = await mkdtemp(join(tmpdir(), 'console-migrations-'));
  for (const file of await readdir(consoleMigrations)) {
    if (file < '010') await cp(join(consoleMigrations, file), join(before, file));
  }
  db = await openDb({});
  await migrate(db, before);
  const old: OperationOutcome[] = [];
  for (let i = 0; i < 60; i++) {
    const kind = i % 5;
    old.push(
      kind === 0
        ? outcome(i, 'APPROVAL_REJECTED', null)
        : kind === 1
          ? outcome(i, 'APPROVAL_EXPIRED', null)
          : kind === 2
            ? outcome(i, 'STEP_FAILED', 'sendInvite')
            : kind === 3
              ? outcome(i, 'STEP_FAILED', null)
              : outcome(i, null, null),
    );
  }
  // As the code before migration 010 wrote them (its columns; its rollups, kept as it inserted).
  for (const o of old) {
    await db.query(
      `insert into operation_outcomes (workflow_id, run_id, operation_type, target_key, target, actor, source,
         status, failed_step, failed_step_label, error_code, started_at, ended_at, duration_ms)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        o.workflowId,
        o.runId,
        o.type,
        o.targetKey,
        o.target,
        o.actor,
        o.source,
        o.status,
        o.failedStep,
        o.failedStepLabel,
        o.errorCode,
        o.startedAt,
        o.endedAt,
        o.durationMs,
      ],
    );
  }
  // The rollups as the worker kept them then (the same statement over the table it wrote).
  await rebuildRollups(db);

  await migrate(db, consoleMigrations);
  const panel = createOperationsPanel(db);
  const day = { from: new Date('2026-11-20T03:00:00Z'), to: new Date('2026-11-21T03:00:00Z') };
  // Migration 010 moved the rollups' counts with the rows.
  const movedTotal = (await panel.byType(day)).reduce(
    (sum, f) => ({
      failed: sum.failed + f.failed,
      rejected: sum.rejected + f.rejected,
      expired: sum.expired + f.expired,
    }),
    { failed: 0, rejected: 0, expired: 0 },
  );
  expect(movedTotal).toEqual({ failed: 24, rejected: 12, expired: 12 });
  // The rows move into the record (the worker does this at its start), counted once.
  expect((await copyLegacyOutcomes(db, (value) => `p1.${value}`)).copied).toBe(old.length);
  expect((await copyLegacyOutcomes(db, (value) => `p1.${value}`)).copied).toBe(0);
  const statuses = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from operation_outcomes group by status order by status',
  );
  expect(statuses).toEqual([
    { status: 'completed', n: 12 },
    { status: 'expired', n: 12 },
    { status: 'failed', n: 24 },
    { status: 'rejected', n: 12 },
  ]);

  const hours = { from: new Date('2026-11-20T10:00:00Z'), to: new Date('2026-11-20T20:00:00Z') };
  const migrated = {
    types: [await panel.byType(day), await panel.byType(hours)],
    timeline: [
      await panel.timeline({ ...day, bucket: 'day' }),
      await panel.timeline({ ...hours, bucket: 'hour' }),
    ],
  };
  const total = migrated.types[0]!.reduce(
    (sum, f) => ({
      failed: sum.failed + f.failed,
      rejected: sum.rejected + f.rejected,
      expired: sum.expired + f.expired,
    }),
    { failed: 0, rejected: 0, expired: 0 },
  );
  expect(total).toEqual({ failed: 24, rejected: 12, expired: 12 });
  expect(migrated.types[0]!.flatMap((f) => f.failedSteps).reduce((sum, s) => sum + s.failed, 0)).toBe(24);

  await rebuildRollups(db);
  expect({
    types: [await panel.byType(day), await panel.byType(hours)],
    timeline: [
      await panel.timeline({ ...day, bucket: 'day' }),
      await panel.timeline({ ...hours, bucket: 'hour' }),
    ],
  }).toEqual(migrated);
});
