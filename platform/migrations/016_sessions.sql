-- Devices signed in to the applications with a login account; revoking one ends it.
create table device_session (
  uuid_device_session uuid primary key,
  login_account_id integer not null references login_account,
  device_model text,
  agent_name text,
  agent_version text,
  agent_language text,
  city text,
  region text,
  country text,
  ip text,
  creation_date timestamptz not null,
  last_activity_date timestamptz not null,
  revoked_date timestamptz,
  revoked_user text
);
create index device_session_open_idx on device_session (login_account_id, last_activity_date desc)
  where revoked_date is null;
