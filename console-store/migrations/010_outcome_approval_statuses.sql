-- An operation whose approval was rejected, or expired, ended before its first step: staff read
-- 'Rechazada' and 'Vencida', not 'Fallida', and the panel must not count them as failures.
-- Rows recorded before this as 'failed' with those codes move to their own status, and the
-- rollups (006) move their counts with them, in this one transaction.
alter table operation_outcomes drop constraint operation_outcomes_status_check;
alter table operation_outcomes add constraint operation_outcomes_status_check
  check (status in ('completed', 'failed', 'cancelled', 'rejected', 'expired'));

create temporary table moved_outcomes on commit drop as
  select operation_type, coalesce(failed_step, '') as failed_step, started_at, ended_at,
         case error_code when 'APPROVAL_REJECTED' then 'rejected' else 'expired' end as status
    from operation_outcomes
   where status = 'failed' and error_code in ('APPROVAL_REJECTED', 'APPROVAL_EXPIRED');

-- No step failed in them: the worker records them without one now.
update operation_outcomes
   set status = case error_code when 'APPROVAL_REJECTED' then 'rejected' else 'expired' end,
       failed_step = null, failed_step_label = null
 where status = 'failed' and error_code in ('APPROVAL_REJECTED', 'APPROVAL_EXPIRED');

update operation_outcome_counts c
   set n = c.n - m.n
  from (select date_trunc('hour', ended_at at time zone 'UTC') as hour, operation_type, failed_step,
               count(*)::int as n
          from moved_outcomes group by 1, 2, 3) m
 where c.hour = m.hour and c.operation_type = m.operation_type and c.measure = 'failed'
   and c.failed_step = m.failed_step;

insert into operation_outcome_counts (hour, operation_type, measure, failed_step, failed_step_label, n)
select date_trunc('hour', ended_at at time zone 'UTC'), operation_type, status, '', null, count(*)
  from moved_outcomes group by 1, 2, 3
on conflict (hour, operation_type, measure, failed_step)
  do update set n = operation_outcome_counts.n + excluded.n;

update operation_outcome_daily_counts c
   set n = c.n - m.n
  from (select (ended_at at time zone 'America/Argentina/Buenos_Aires')::date as day, operation_type,
               failed_step, count(*)::int as n
          from moved_outcomes group by 1, 2, 3) m
 where c.day = m.day and c.operation_type = m.operation_type and c.measure = 'failed'
   and c.failed_step = m.failed_step;

insert into operation_outcome_daily_counts (day, operation_type, measure, failed_step, failed_step_label, n)
select (ended_at at time zone 'America/Argentina/Buenos_Aires')::date, operation_type, status, '', null, count(*)
  from moved_outcomes group by 1, 2, 3
on conflict (day, operation_type, measure, failed_step)
  do update set n = operation_outcome_daily_counts.n + excluded.n;

delete from operation_outcome_counts where n = 0;
delete from operation_outcome_daily_counts where n = 0;
