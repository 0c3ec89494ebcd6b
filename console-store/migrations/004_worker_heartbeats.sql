-- Worker liveness: each worker process writes its row every few seconds while it polls; the
-- api's health reads the freshest row of its namespace and task queue. A killed worker stops
-- writing, so its death shows within seconds (Temporal lists a dead poller for minutes).
create table worker_heartbeats (
  identity text primary key,
  namespace text not null,
  task_queue text not null,
  host text not null,
  pid integer not null,
  started_at timestamptz not null,
  last_seen_at timestamptz not null
);

create index worker_heartbeats_by_queue on worker_heartbeats (namespace, task_queue, last_seen_at desc);
