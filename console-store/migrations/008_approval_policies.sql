-- Approval policies an administrator changed in the console (issue 30, 'Políticas de aprobación'):
-- one row per change, never updated, so the history says who changed what, when and why. A type's
-- policy is its latest row; a type with no row keeps its contract's default. `policy` null means
-- the type needs no approval.
create table approval_policy_changes (
  change_id bigserial primary key,
  operation_type text not null,
  policy jsonb,
  changed_by text not null,
  changed_at timestamptz not null default now(),
  reason text not null
);

create index approval_policy_changes_by_type on approval_policy_changes (operation_type, change_id desc);
