-- How each operation ended, written once when it ends (the worker's recordOperationOutcome, or
-- the backfill from Temporal's visibility for operations that ended before this table): the
-- operations panel counts and measures these rows instead of asking Temporal.
-- Keyed by workflow id and run id: a record written again (a worker killed after the insert,
-- before Temporal heard of it) finds its row and adds nothing.
create table operation_outcomes (
  workflow_id text not null,
  run_id text not null,
  operation_type text not null,
  -- The target as Temporal indexes it (a pseudonym when it is personal), and as the list shows it.
  target_key text not null,
  target text,
  actor text not null,
  source text not null,
  status text not null check (status in ('completed', 'failed', 'cancelled')),
  failed_step text,
  failed_step_label text,
  error_code text,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  duration_ms bigint not null,
  -- Attempts beyond each step's first.
  retries integer not null default 0,
  retry_of text,
  elements_total integer,
  elements_done integer,
  elements_skipped integer,
  elements_failed integer,
  recorded_by text not null default 'worker',
  recorded_at timestamptz not null default now(),
  primary key (workflow_id, run_id)
);

create index operation_outcomes_by_end on operation_outcomes (ended_at, status, operation_type);
create index operation_outcomes_by_start on operation_outcomes (started_at);
create index operation_outcomes_by_type on operation_outcomes (operation_type, ended_at) include (status, duration_ms, failed_step);
