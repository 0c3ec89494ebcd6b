-- Alerts (issue 31): rules an administrator manages, what they fired, and who read it.
-- A rule's kind says what it watches: 'failed' (an operation of its type, or any, failed),
-- 'runningLong' (one has run longer than `minutes`), 'waiting' (one waits for approval, or for
-- its scheduled start, longer than `minutes`), 'failureRate' (a type's failures over the last
-- `minutes` exceed `rate_percent` of those that ended, with at least `min_ended` ended).
create table alert_rules (
  rule_id bigserial primary key,
  name text not null,
  kind text not null check (kind in ('failed', 'runningLong', 'waiting', 'failureRate')),
  -- null: every type.
  operation_type text,
  minutes integer check (minutes is null or minutes between 1 and 43200),
  waiting_status text check (waiting_status is null or waiting_status in ('awaitingApproval', 'scheduled')),
  rate_percent numeric(5, 2) check (rate_percent is null or rate_percent between 0 and 100),
  min_ended integer check (min_ended is null or min_ended >= 1),
  webhook_url text,
  -- The rule's own HMAC secret for its webhook; none: the console's (ALERT_WEBHOOK_SECRET).
  webhook_secret text,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  created_by text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null
);

-- The conditions a rule has fired for: one row per rule and subject (an operation's run for the
-- per-operation kinds, a type for the failure rate). The evaluator's insert of this row and of
-- the alert is one statement, so an evaluation run twice fires nothing twice. A failure rate's
-- row goes when the rate falls back under its threshold: the next crossing fires again.
create table alert_conditions (
  rule_id bigint not null,
  subject text not null,
  fired_at timestamptz not null default now(),
  primary key (rule_id, subject)
);

-- What fired: the bell's list, and the webhook's delivery state ('none' without a webhook).
create table alerts (
  alert_id bigserial primary key,
  rule_id bigint not null,
  rule_name text not null,
  kind text not null,
  subject text not null,
  operation_id text,
  operation_type text,
  -- The operations list's filter (search parameters) the alert links to when no one operation.
  list_filter jsonb,
  text text not null,
  fired_at timestamptz not null default now(),
  delivery text not null check (delivery in ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts integer not null default 0,
  delivery_error text,
  delivered_at timestamptz
);
create index alerts_pending on alerts (alert_id) where delivery = 'pending';

-- Per person: the alerts they marked as read.
create table alert_reads (
  reader text not null,
  alert_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (reader, alert_id)
);

-- A retry started by a bulk retry names it: the failure alerts fire once for the bulk, not for
-- each of its elements.
alter table operation_outcomes add column via_bulk text;
