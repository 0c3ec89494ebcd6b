-- Which operation an Idempotency-Key started: one row per caller and key, whatever the type or
-- target, inserted if absent so two requests with one key bind it to exactly one operation.
-- The caller and the key are kept only as a hash of both (a key may name a person: 'alta-ana').
create table idempotency_keys (
  caller_key text primary key,
  operation_type text not null,
  -- The same hash the operation's memo records (its secrets masked first).
  input_hash text not null,
  operation_id text not null,
  created_at timestamptz not null default now()
);

create index idempotency_keys_by_operation on idempotency_keys (operation_id);
