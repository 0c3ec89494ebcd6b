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

-- The panel's counts, kept as outcomes are inserted (operation-outcomes.ts, same statement): per
-- UTC hour (Buenos Aires is UTC-3 all year, so its hours and days are whole UTC hours), type and
-- measure ('started' by the hour it started; 'completed', 'failed', 'cancelled' by the hour it
-- ended, a failure also by its step). A year of hours for every type is a few hundred thousand
-- rows at most, whatever the number of operations.
create table operation_outcome_counts (
  hour timestamp not null,
  operation_type text not null,
  measure text not null,
  failed_step text not null default '',
  failed_step_label text,
  n integer not null,
  primary key (hour, operation_type, measure, failed_step)
);

-- Completed durations per Buenos Aires day and type, in buckets 5 % wide (bucket b holds
-- durations from 1.05^b to 1.05^(b+1) ms): the percentiles of whole days without the rows.
create table operation_outcome_durations (
  day date not null,
  operation_type text not null,
  bucket smallint not null,
  n integer not null,
  primary key (day, operation_type, bucket)
);

-- The same counts per Buenos Aires day, for periods of whole days (7 and 30 days, ranges): a
-- month is a few thousand rows here against a few hundred thousand hours.
create table operation_outcome_daily_counts (
  day date not null,
  operation_type text not null,
  measure text not null,
  failed_step text not null default '',
  failed_step_label text,
  n integer not null,
  primary key (day, operation_type, measure, failed_step)
);
