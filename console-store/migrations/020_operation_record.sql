-- The console's own record of every operation (issue 42), apart from the engine that ran them:
-- Temporal deletes a closed execution when its namespace's retention ends; this does not.
--
-- operation_record is a log: one row per life stage of an operation (requested, decided,
-- rescheduled, started, each step, ended, retried as, undone by), appended once (the unique key
-- below makes a repeated write add nothing) and never changed, but for two things: an erasure
-- empties `sealed` (the person's values) and a purge removes the oldest rows. Each row carries
-- the hash of the one before it over what it stores (the sealed values by their digest, which an
-- erasure keeps), so an edit, a removal or an insertion breaks the chain where it happened.
create table operation_record (
  seq bigint primary key,
  at timestamptz not null,
  recorded_at timestamptz not null default now(),
  recorded_by text not null,
  operation_id text not null,
  run_id text,
  stage text not null,
  stage_key text not null default '',
  operation_type text not null,
  -- As Temporal's index holds them: a pseudonym where the value is a person's.
  target_key text,
  actor_key text,
  source text,
  status text,
  related text[] not null default '{}',
  -- What is not personal, as canonical JSON text (hashed as stored).
  facts text not null default '{}',
  -- The personal values, encrypted with the payload keys; null once erased.
  sealed text,
  -- sha256 of `sealed` (hex), kept when an erasure empties it: the chain hashes this.
  sealed_digest text,
  -- sha256 (hex) of the previous row's hash and this row's stored fields (chain.ts).
  prev_hash text not null,
  hash text not null
);

create unique index operation_record_once on operation_record (operation_id, stage, stage_key);
create index operation_record_by_operation on operation_record (operation_id, seq);
create index operation_record_by_subject on operation_record using gin (related);
create index operation_record_by_actor on operation_record (actor_key);

-- The chain's end: every append locks this row, so appends from several workers and api
-- replicas take one order, and the next entry's seq and prev_hash come from it.
create table operation_record_head (
  id smallint primary key check (id = 1),
  seq bigint not null,
  hash text not null
);
insert into operation_record_head (id, seq, hash) values (1, 0, repeat('0', 64));

-- Where the chain starts after a purge removed its oldest rows: the hash the first remaining
-- row must name as its predecessor.
create table operation_record_anchor (
  id smallint primary key check (id = 1),
  seq bigint not null,
  hash text not null
);
insert into operation_record_anchor (id, seq, hash) values (1, 0, repeat('0', 64));

-- One row per operation, derived from its record entries in the same transaction that appends
-- them (operation-record/runs.ts folds them; rebuildRuns folds the whole log again): what the
-- lists, histories, exports and the panel read.
create table operation_runs (
  operation_id text primary key,
  run_id text,
  operation_type text not null,
  target_key text,
  actor_key text,
  source text,
  status text not null,
  requested_at timestamptz not null,
  started_at timestamptz not null,
  ended_at timestamptz,
  duration_ms bigint,
  retry_of text,
  retried_by text,
  undo_of text,
  undone_by text,
  via_bulk text,
  failed_step text,
  failed_step_label text,
  error_code text,
  retries integer not null default 0,
  elements_total integer,
  elements_done integer,
  elements_skipped integer,
  elements_failed integer,
  approval_state text,
  approval_requester_key text,
  approval_requested_at timestamptz,
  approval_settled_at timestamptz,
  not_before timestamptz,
  -- The memo and the latest progress, encrypted (base64); null once erased.
  sealed text,
  recorded_by text not null,
  last_seq bigint not null,
  -- The lists' order, as Temporal's visibility had it: running ones first, then by end, newest
  -- first (ties by start and id). A far date stands for "not ended" so the column sorts plainly.
  sort_at timestamptz generated always as (coalesce(ended_at, '9999-12-31T00:00:00Z'::timestamptz)) stored
);

create index operation_runs_newest on operation_runs (sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_type on operation_runs (operation_type, sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_status on operation_runs (status, sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_target on operation_runs (target_key, sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_actor on operation_runs (actor_key, sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_source on operation_runs (source, sort_at desc, started_at desc, operation_id desc);
create index operation_runs_by_start on operation_runs (started_at);
create index operation_runs_by_approval on operation_runs (sort_at desc, started_at desc, operation_id desc)
  where approval_state is not null;
create index operation_runs_by_requester on operation_runs (approval_requester_key, sort_at desc, started_at desc, operation_id desc)
  where approval_state is not null;
create index operation_runs_by_end on operation_runs (ended_at, status, operation_type) where ended_at is not null;
create index operation_runs_completed_by_end on operation_runs (ended_at)
  include (operation_type, duration_ms) where status = 'completed';
create index operation_runs_retry_of on operation_runs (retry_of) where retry_of is not null;

-- An operation's related entities (`kind:key`, pseudonyms for people), one row each: a
-- customer's history is one index range, newest first, however many operations there are.
create table operation_run_subjects (
  subject text not null,
  operation_id text not null,
  -- The run's order in the lists (operation_runs.sort_at, started_at), kept with it.
  sort_at timestamptz not null,
  started_at timestamptz not null,
  primary key (subject, operation_id)
);
create index operation_run_subjects_newest on operation_run_subjects (subject, sort_at desc, started_at desc, operation_id desc);
create index operation_run_subjects_by_operation on operation_run_subjects (operation_id);

-- The panel's outcome table becomes a view of the record (one store of what happened): the
-- rows recorded before it stay apart until the first start copies them in (copy-legacy.ts).
alter table operation_outcomes rename to operation_outcomes_before_record;
create view operation_outcomes as
  select operation_id as workflow_id, coalesce(run_id, '') as run_id, operation_type, target_key,
         target_key as target, actor_key as actor, source, status, failed_step, failed_step_label,
         error_code, started_at, ended_at, duration_ms, retries, retry_of, elements_total,
         elements_done, elements_skipped, elements_failed, recorded_by, via_bulk
    from operation_runs
   where ended_at is not null and status in ('completed', 'failed', 'cancelled', 'rejected', 'expired');

-- Each run of the record's own jobs (the daily purge, the copy from Temporal, an erasure's
-- deletions in Temporal), with what it did.
create table operation_record_jobs (
  id bigserial primary key,
  job text not null,
  started_at timestamptz not null,
  ended_at timestamptz,
  summary text not null default '{}'
);

-- Where the stream to the organization's own audit store stands: the last entry it delivered.
create table operation_record_stream (
  id smallint primary key check (id = 1),
  delivered_seq bigint not null default 0,
  last_attempt_at timestamptz,
  last_error text
);
insert into operation_record_stream (id, delivered_seq) values (1, 0);
