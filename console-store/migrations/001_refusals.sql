-- Every refusal the console answered: 401 and 403 on any route, and every refused operation
-- start, retry, bulk retry or cancel (whatever the status), so an administrator can see who
-- tried what, from where, and why it was refused.
create table refusals (
  refusal_id bigserial primary key,
  occurred_at timestamptz not null,
  status smallint not null,
  code text not null,
  reason text not null,
  actor text,
  method text not null,
  route text not null,
  operation_type text,
  action text,
  source_address text,
  request_id text
);

create index refusals_by_time on refusals (occurred_at desc, refusal_id desc);
create index refusals_by_actor on refusals (actor, occurred_at desc);
