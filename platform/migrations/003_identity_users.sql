-- Users of the identity provider (the authentication service). Only a salted hash of the
-- password is kept; seeded users have none (they never sign in through this process).
create table identity_user (
  id_cognito uuid primary key,
  username text not null,
  password_hash text,
  enabled boolean not null default true,
  user_status text not null,
  email text,
  email_verified boolean not null default false,
  creation_date timestamptz not null default now(),
  modification_date timestamptz not null default now()
);
create unique index identity_user_username_idx on identity_user (lower(username));
