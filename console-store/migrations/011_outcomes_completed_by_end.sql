-- The panel's exact duration percentiles over a period that is not whole days (the last 24
-- hours) read the completed outcomes that ended in it: this index holds all they need, so
-- PostgreSQL answers from it alone (an index-only scan) instead of visiting ~30,000 rows of the
-- table at 1,000,000 outcomes (docs/performance.md).
create index operation_outcomes_completed_by_end on operation_outcomes (ended_at)
  include (operation_type, duration_ms) where status = 'completed';
