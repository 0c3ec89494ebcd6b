-- Outcomes keep no person's data in clear (issue 40): a personal target and the actor are
-- stored as the pseudonyms Temporal's index holds (workflows' indexed-values.ts), so target
-- and target_key now hold the same value. Rows written before this hold them in clear until the
-- worker rewrites them on its start (operation-outcomes.ts, pseudonymizeOlderRows), which needs
-- the pseudonym keys this migration has not got; this column says which rows are done.
alter table operation_outcomes add column pseudonymous boolean not null default false;

create index operation_outcomes_in_clear on operation_outcomes (workflow_id, run_id) where not pseudonymous;
