-- Writes sent with an Idempotency-Key: a repeat of a write the service already made answers the
-- first answer instead of acting twice; a repeat that arrives while the first is still being
-- processed is told so (409 idempotencyKeyInProgress) and tries again later.
create table idempotency_key (
  idempotency_key text primary key,
  method text not null,
  path text not null,
  state text not null check (state in ('pending', 'done')),
  status integer,
  body text,
  claimed_at timestamptz not null default now()
);
