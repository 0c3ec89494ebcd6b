-- What follows a failed or cancelled operation: its retry or its undo, never both (issue 40). The
-- run that claims it first (an insert if absent, atomic on PGlite and PostgreSQL alike) holds
-- it, and the other is refused, whichever door started each. Keyed by workflow ids, which hold
-- pseudonyms of personal values, never the values.
create table operation_follow_ups (
  operation_id text primary key,
  kind text not null check (kind in ('retry', 'undo')),
  follow_up_id text not null,
  claimed_at timestamptz not null default now()
);
