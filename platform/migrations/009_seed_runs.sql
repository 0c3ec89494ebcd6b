-- Which seed filled this database, so a restart never seeds it twice.
create table seed_run (
  seed_size text primary key,
  seed_version integer not null,
  applied_at timestamptz not null default now()
);
