// The panel's figures over a known, random set of outcomes, each figure computed again here
// independently (buckets with Intl in the console's zone, percentiles by interpolation).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { openConsoleDb } from './db';
import { createOperationOutcomes, type OperationOutcome, type OutcomeStatus } from './operation-outcomes';
import { createOperationsPanel } from './operations-panel';

/** The panel counts rows; what the pseudonyms are does not matter to it. */
const pseudonymize = (value: string) => `p.${value.length}`;

let db: Db;
const outcomes: OperationOutcome[] = [];
const from = new Date('2026-11-20T03:00:00Z'); // midnight in Buenos Aires
const to = new Date('2026-11-27T03:00:00Z');
const types = ['subscriber.addUser', 'sessions.revokeAll', 'organization.edit'];
const steps = ['checkCapacity', 'sendInvite', 'linkOrganization'];

/** A seeded generator, so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

beforeAll(async () => {
  db = await openConsoleDb({});
  const next = random(31);
  for (let i = 0; i < 600; i++) {
    // Some start before the period and end in it, some end after it.
    const start = from.getTime() - 6 * 3_600_000 + Math.floor(next() * 8 * 86_400_000);
    const durationMs = Math.floor(next() * 3_600_000);
    const roll = next();
    const status: OutcomeStatus =
      roll < 0.66
        ? 'completed'
        : roll < 0.86
          ? 'failed'
          : roll < 0.92
            ? 'cancelled'
            : roll < 0.96
              ? 'rejected'
              : 'expired';
    const step = status === 'failed' ? steps[Math.floor(next() * steps.length)]! : null;
    outcomes.push({
      workflowId: `op/${i}`,
      runId: 'r',
      type: types[Math.floor(next() * types.length)]!,
      targetKey: 'k',
      target: null,
      actor: 'soporte@consola.test',
      source: 'ui',
      status,
      failedStep: step,
      failedStepLabel: step ? `Paso ${step}` : null,
      errorCode:
        status === 'completed'
          ? null
          : status === 'rejected'
            ? 'APPROVAL_REJECTED'
            : status === 'expired'
              ? 'APPROVAL_EXPIRED'
              : 'STEP_FAILED',
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + durationMs).toISOString(),
      durationMs,
      retries: 0,
      retryOf: null,
      elements: null,
    });
  }
  await createOperationOutcomes(db, { pseudonymize }).recordMany(outcomes);
});
afterAll(async () => db?.close());

const local = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CONSOLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const hourOf = (iso: string) => local.format(new Date(iso)).replace(' ', 'T') + ':00';
const dayOf = (iso: string) => hourOf(iso).slice(0, 10);
const inPeriod = (iso: string) => new Date(iso) >= from && new Date(iso) < to;

function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return Math.round(sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low));
}

it('counts by day and by hour in Buenos Aires time match the outcomes', async () => {
  const panel = createOperationsPanel(db);
  for (const [bucket, keyOf, size] of [
    ['day', dayOf, 7],
    ['hour', hourOf, 7 * 24],
  ] as const) {
    const points = await panel.timeline({ from, to, bucket });
    expect(points).toHaveLength(size);
    expect(points[0]!.start).toBe(from.toISOString());
    for (const point of points) {
      const ended = outcomes.filter((o) => inPeriod(o.endedAt) && keyOf(o.endedAt) === point.local);
      expect(point).toEqual({
        start: point.start,
        local: point.local,
        started: outcomes.filter((o) => inPeriod(o.startedAt) && keyOf(o.startedAt) === point.local).length,
        completed: ended.filter((o) => o.status === 'completed').length,
        failed: ended.filter((o) => o.status === 'failed').length,
        cancelled: ended.filter((o) => o.status === 'cancelled').length,
        rejected: ended.filter((o) => o.status === 'rejected').length,
        expired: ended.filter((o) => o.status === 'expired').length,
      });
    }
    const total = points.reduce(
      (sum, p) => sum + p.completed + p.failed + p.cancelled + p.rejected + p.expired,
      0,
    );
    expect(total).toBe(outcomes.filter((o) => inPeriod(o.endedAt)).length);
    expect(total).toBeGreaterThan(400);
  }
});

it('failure rates by type and by failing step, and duration percentiles, match the outcomes', async () => {
  const figures = await createOperationsPanel(db).byType({ from, to });
  expect(figures.map((f) => f.type).sort()).toEqual([...types].sort());
  for (const type of types) {
    const ended = outcomes.filter((o) => o.type === type && inPeriod(o.endedAt));
    const failed = ended.filter((o) => o.status === 'failed');
    const completed = ended.filter((o) => o.status === 'completed').map((o) => o.durationMs);
    const figure = figures.find((f) => f.type === type)!;
    expect(figure).toMatchObject({
      ended: ended.length,
      completed: completed.length,
      failed: failed.length,
      cancelled: ended.filter((o) => o.status === 'cancelled').length,
      rejected: ended.filter((o) => o.status === 'rejected').length,
      expired: ended.filter((o) => o.status === 'expired').length,
    });
    expect(figure.rejected + figure.expired).toBeGreaterThan(0);
    // Whole days: from 5 %-wide duration buckets, so within 2.5 % (and a millisecond of rounding).
    for (const [figureValue, exact] of [
      [figure.p50Ms, percentile(completed, 0.5)!],
      [figure.p95Ms, percentile(completed, 0.95)!],
    ] as const) {
      expect(Math.abs(figureValue! - exact)).toBeLessThanOrEqual(exact * 0.025 + 1);
    }
    expect(figure.failureRate).toBeCloseTo(failed.length / ended.length, 10);
    const bySteps = Object.fromEntries(figure.failedSteps.map((s) => [s.step, s.failed]));
    for (const step of steps) {
      const count = failed.filter((o) => o.failedStep === step).length;
      expect(bySteps[step] ?? 0).toBe(count);
    }
    expect(figure.failedSteps.reduce((sum, s) => sum + s.failed, 0)).toBe(failed.length);
  }
});

it('a period that is not whole days has exact percentiles, from the rows', async () => {
  const start = new Date(from.getTime() + 5 * 3_600_000);
  const end = new Date(start.getTime() + 24 * 3_600_000);
  const figures = await createOperationsPanel(db).byType({ from: start, to: end });
  const within = (iso: string) => new Date(iso) >= start && new Date(iso) < end;
  for (const figure of figures) {
    const completed = outcomes
      .filter((o) => o.type === figure.type && o.status === 'completed' && within(o.endedAt))
      .map((o) => o.durationMs);
    expect(figure.completed).toBe(completed.length);
    expect(figure.p50Ms).toBe(percentile(completed, 0.5));
    expect(figure.p95Ms).toBe(percentile(completed, 0.95));
  }
  expect(figures.length).toBeGreaterThan(0);
});

it('writing the same outcomes again changes no figure', async () => {
  const panel = createOperationsPanel(db);
  const before = await panel.byType({ from, to });
  const timeline = await panel.timeline({ from, to, bucket: 'day' });
  await Promise.all([
    createOperationOutcomes(db, { pseudonymize }).recordMany(outcomes.slice(0, 300)),
    createOperationOutcomes(db, { pseudonymize }).recordMany(outcomes.slice(200)),
  ]);
  expect(await panel.byType({ from, to })).toEqual(before);
  expect(await panel.timeline({ from, to, bucket: 'day' })).toEqual(timeline);
  await createOperationOutcomes(db, { pseudonymize }).rebuildRollups();
  expect(await panel.byType({ from, to })).toEqual(before);
  expect(await panel.timeline({ from, to, bucket: 'day' })).toEqual(timeline);
});
