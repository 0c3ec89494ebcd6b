-- Service accounts (automation tokens) and their revocations, shared by every api replica: a
-- token issued by one replica is accepted, and a revocation honoured, by all of them.
create table service_accounts (
  account_id text primary key, -- also the jti of the account's token
  name text not null,
  description text,
  roles text[] not null,
  created_at timestamptz not null,
  created_by text not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by text
);

create index service_accounts_by_name on service_accounts (name);

-- Key pairs the console signs its own tokens with (service accounts; the development identity
-- provider), one per purpose, so every replica signs and verifies with the same key.
create table signing_keys (
  purpose text primary key,
  kid text not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);
