// Fills the console's record for the record benchmark (scripts/bench-record.ts) with many
// operations, fast, in the rows the record's writer produces:
//
// 1. Templates: a few hundred operations of each ending (completed, failed at a step, cancelled,
//    rejected and expired by their approval, running) written by the record's own writer
//    (createRecordWriter) from the entries the worker builds at a run's end (endedRunEntries):
//    every life stage in operation_record, chained, with the memo and the final progress sealed
//    by the console's codec; operation_runs and operation_run_subjects folded from them.
// 2. Copies: the database itself (generate_series) writes the rest of operation_runs and
//    operation_run_subjects from those templates, each row as the writer's fold would have made
//    it (its template's sealed snapshot, steps, error and approval), with its own id, a type of
//    every contract, its own target (5,000 subscribers), actor (12 staff accounts, pseudonymised),
//    source, status and dates over two years. The lists, histories and exports read only these
//    two tables; the copies' log entries are not written (8 entries an operation would be 8
//    million rows, which no list reads). The templates count among the `total` operations.
import { createHash } from 'node:crypto';
import { createRecordWriter, endedRunEntries, requestedEntry, type Db } from '@cgi/console-store';
import type { ValueSealer } from '@cgi/workflows/codec';
import type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';
import type { OperationProgress, Pseudonymize } from '../../workflows/src/index';
import { memoFor } from './record-operations';

export const BENCH_ACTORS = [
  'admin@consola.test',
  'soporte@consola.test',
  'guardia@consola.test',
  ...Array.from({ length: 9 }, (_, i) => `operador${i + 1}@consola.test`),
];
/** Subscribers the operations are spread over: a customer's history holds TOTAL / 5,000. */
export const BENCH_SUBSCRIBERS = 5_000;
const FIRST_SUBSCRIBER = 200_000;
/** The operations still running: the newest ones (a busy moment's share, not a percentage). */
export const BENCH_RUNNING = 10;
/** How far back the operations go: evenly over two years. */
export const BENCH_DAYS = 730;

type Kind = 'completed' | 'failed' | 'cancelled' | 'rejected' | 'expired' | 'running';
const KINDS: readonly Kind[] = ['completed', 'failed', 'cancelled', 'rejected', 'expired', 'running'];
/** Per thousand, of the ended ones (running ones are the newest BENCH_RUNNING). */
const SHARES: [Kind, number][] = [
  ['completed', 900],
  ['failed', 60],
  ['cancelled', 15],
  ['rejected', 15],
  ['expired', 10],
];

const iso = (ms: number) => new Date(ms).toISOString();

function approvalOf(kind: Kind, requester: string, at: number): OperationProgress['approval'] {
  const base = {
    requester,
    approvers: 1 as const,
    roles: ['CGI.Admin'],
    inputHash: 'h',
    requestedAt: iso(at),
    expiresAt: iso(at + 86_400_000),
  };
  if (kind === 'rejected')
    return {
      ...base,
      state: 'rejected',
      settledAt: iso(at + 600_000),
      decisions: [
        {
          by: 'admin@consola.test',
          at: iso(at + 600_000),
          source: 'ui',
          decision: 'rejected',
          reason: 'No corresponde',
        },
      ],
    };
  return { ...base, state: 'expired', settledAt: iso(at + 86_400_000), decisions: [] };
}

/** One template: the entries the worker writes at its end (or the api's request, when running). */
function templateEntries(kind: Kind, n: number, pseudonymize: Pseudonymize, now: number) {
  const memo = memoFor(kind === 'failed' || kind === 'cancelled' ? 100 * n + 97 : 100 * n);
  const progress = structuredClone(memo.progress) as OperationProgress;
  const at = now - 3_600_000;
  const id = `subscriber.addUser/${memo.target}/plantilla-${kind}-${n}`;
  const keys = {
    targetKey: memo.target,
    actorKey: pseudonymize(memo.actor),
    related: [`subscriber:${memo.target}`, `email:${pseudonymize(memo.input.email as string)}`],
    pseudonym: pseudonymize,
  };
  if (kind === 'running') {
    progress.steps[0]!.status = 'running';
    progress.steps[0]!.startedAt = iso(at);
    return [requestedEntry(id, new Date(at), memo, progress, keys)];
  }
  if (kind === 'rejected' || kind === 'expired') {
    progress.approval = approvalOf(kind, memo.actor, at);
    for (const step of progress.steps)
      Object.assign(step, {
        status: 'pending',
        startedAt: null,
        finishedAt: null,
        attempts: 0,
        attemptErrors: [],
      });
    delete progress.result;
    progress.error = {
      code: kind === 'rejected' ? 'APPROVAL_REJECTED' : 'APPROVAL_EXPIRED',
      message: kind === 'rejected' ? 'La aprobación fue rechazada' : 'La aprobación venció',
    };
  }
  const durationMs = 1_000 + ((n * 37) % 60_000);
  const failedStep = progress.steps.find((step) => step.status === 'failed');
  const outcome: OperationOutcome = {
    workflowId: id,
    runId: `run-${kind}-${n}`,
    type: memo.type,
    targetKey: memo.target,
    target: memo.target,
    actor: memo.actor,
    source: memo.source,
    status: kind as OutcomeStatus,
    failedStep: failedStep?.key ?? null,
    failedStepLabel: failedStep?.label ?? null,
    errorCode: progress.error?.code ?? (kind === 'cancelled' ? 'CANCELLED' : null),
    startedAt: iso(at),
    endedAt: iso(at + durationMs),
    durationMs,
    retries: failedStep ? failedStep.attempts - 1 : 0,
    retryOf: null,
    elements: null,
  };
  return endedRunEntries(outcome, memo, progress, keys);
}

/** Whether the record already holds `total` benchmark operations (a reused data directory). */
export async function recordHolds(db: Db, total: number): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from operation_runs');
  return (row?.n ?? 0) === total;
}

export interface FillOptions {
  db: Db;
  sealer: ValueSealer;
  pseudonymize: Pseudonymize;
  total: number;
  /** Templates written through the writer, per ending. */
  templatesPerKind: number;
  types: readonly string[];
  log: (message: string) => void;
}

/** Empties the record and fills it with `total` operations (see the top of this file). */
export async function fillRecord(options: FillOptions): Promise<void> {
  const { db, total, templatesPerKind: per, log } = options;
  await db.query('truncate operation_record, operation_runs, operation_run_subjects');
  await db.query(`update operation_record_head set seq = 0, hash = repeat('0', 64) where id = 1`);
  await db.query('drop table if exists bench_record_templates');

  log('registro vaciado');
  const writer = createRecordWriter(db, options.sealer);
  const now = Date.now();
  let began = performance.now();
  for (const kind of KINDS) {
    const entries = Array.from({ length: per }, (_, n) =>
      templateEntries(kind, n, options.pseudonymize, now),
    ).flat();
    for (let at = 0; at < entries.length; at += 500)
      await writer.append(entries.slice(at, at + 500), 'worker');
  }
  const [written] = await db.query<{ n: number }>('select count(*)::int as n from operation_record');
  log(
    `${KINDS.length * per} plantillas escritas por el escritor del registro (${written?.n} entradas) en ${((performance.now() - began) / 1000).toFixed(1)} s`,
  );

  await db.query(
    `create table bench_record_templates as
       select split_part(split_part(operation_id, '/', 3), '-', 2) as kind,
              split_part(split_part(operation_id, '/', 3), '-', 3)::int as k, *
         from operation_runs`,
  );
  // The ending of the i-th operation (0 = the newest): the newest are running, the rest by share.
  const cases = SHARES.map(([kind], i) => {
    const upTo = SHARES.slice(0, i + 1).reduce((sum, [, share]) => sum + share, 0);
    return `when (i::bigint * 7919) % 1000 < ${upTo} then '${kind}'`;
  }).join(' ');
  const kindSql = `case when i < ${BENCH_RUNNING} then 'running' ${cases} end`;
  const actors = BENCH_ACTORS.map((actor) => options.pseudonymize(actor));
  const span = BENCH_DAYS * 86_400_000;
  began = performance.now();
  // The templates count among the operations: the copies make up the rest.
  const templates = KINDS.length * per;
  const copies = Math.max(0, total - templates);
  const chunk = 100_000;
  for (let start = 0; start < copies; start += chunk) {
    const end = Math.min(copies, start + chunk) - 1;
    // Each copy keeps its template's duration; its start is spread over the span, newest first.
    // Its subjects, as the writer keeps them: its subscriber and its e-mail's pseudonym.
    await db.query(
      `with n as (
         select i, ${kindSql} as kind,
                ($3::text[])[1 + (i::bigint * 104729) % array_length($3::text[], 1)] as type,
                (${FIRST_SUBSCRIBER} + (i::bigint * 7) % ${BENCH_SUBSCRIBERS})::text as target,
                ($4::text[])[1 + i % array_length($4::text[], 1)] as actor,
                (array['ui', 'api', 'cli'])[1 + i % 3] as source,
                to_timestamp(($5::float8 - (i::float8 / $6::float8) * $7::float8 - 5000) / 1000) as started
           from generate_series($1::int, $2::int) as i),
       inserted as (
         insert into operation_runs (operation_id, run_id, operation_type, target_key, actor_key, source,
           status, requested_at, started_at, ended_at, duration_ms, failed_step, failed_step_label,
           error_code, retries, approval_state, approval_requester_key, approval_requested_at,
           approval_settled_at, sealed, recorded_by, last_seq)
         select n.type || '/' || n.target || '/b' || to_hex(n.i), t.run_id, n.type, n.target, n.actor,
                n.source, t.status, n.started, n.started,
                case when t.ended_at is null then null else n.started + (t.duration_ms * interval '1 millisecond') end,
                t.duration_ms, t.failed_step, t.failed_step_label, t.error_code, t.retries, t.approval_state,
                case when t.approval_state is null then null else n.actor end,
                case when t.approval_state is null then null else n.started end,
                case when t.approval_state is null then null else n.started + interval '10 minutes' end,
                t.sealed, t.recorded_by, t.last_seq
           from n join bench_record_templates t on t.kind = n.kind and t.k = n.i % ${per}
         returning operation_id, target_key, sort_at, started_at)
       insert into operation_run_subjects (subject, operation_id, sort_at, started_at)
       select s.subject, r.operation_id, r.sort_at, r.started_at
         from inserted r
         cross join lateral (values ('subscriber:' || r.target_key),
                                    ('email:' || encode(sha256(convert_to(r.operation_id, 'UTF8')), 'hex'))) as s(subject)`,
      [start, end, [...options.types], actors, now, copies, span],
    );
    log(
      `  ${(end + 1 + templates).toLocaleString('en-US')} operaciones (${((performance.now() - began) / 1000).toFixed(0)} s)`,
    );
  }
  await db.query('drop table bench_record_templates');
  began = performance.now();
  // What autovacuum does after a bulk load on a server; PGlite has none, so it is run there too.
  await db.query('vacuum analyze operation_runs');
  await db.query('vacuum analyze operation_run_subjects');
  log(`vacuum analyze en ${((performance.now() - began) / 1000).toFixed(1)} s`);
}

/** A subscriber that has operations (the history benchmarked), and a digest for the report. */
export const benchSubscriber = (i: number) => String(FIRST_SUBSCRIBER + ((i * 7) % BENCH_SUBSCRIBERS));
export const digestOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 8);
