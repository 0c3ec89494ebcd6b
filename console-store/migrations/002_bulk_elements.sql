-- The elements of bulk operations (one row each: a session to revoke, a declaration to unlock,
-- an organization of a CSV document, a document to restore, an operation to retry), kept
-- outside Temporal so a bulk operation's history stays small whatever its size. They belong
-- to the operation's root id (`<id>` of `<id>-r2`): a retry works on the same elements and only
-- on those not settled yet.
create table bulk_element (
  operation_id text not null,
  ordinal integer not null,
  element_key text not null,
  label text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'skipped', 'failed')),
  note text,
  error text,
  -- What processing found out beyond its status (a CSV organization's per-module outcome).
  detail jsonb,
  attempts integer not null default 0,
  -- The run (operation id) that settled the element, and when.
  settled_by text,
  finished_at timestamptz,
  primary key (operation_id, ordinal)
);

create unique index bulk_element_by_key on bulk_element (operation_id, element_key);
create index bulk_element_by_status on bulk_element (operation_id, status, ordinal);
