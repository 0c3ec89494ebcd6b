-- What followed each operation of a page (its retry, its undo) is read for every page of the
-- operations list and of its export (record reader's followUps: `retry_of = any(…) or undo_of =
-- any(…)`). retry_of had an index and undo_of none, so the `or` read the whole table: 0.5-1.9 s a
-- page with 1,000,000 operations on PGlite (scripts/bench-record.ts). With both, it is two index
-- ranges; few operations are undos, so the index holds only them.
create index operation_runs_undo_of on operation_runs (undo_of) where undo_of is not null;
