-- Who each service account belongs to (issue 40): the person who created it, then each person it
-- was handed to. Rows are appended, never updated: every owner an account ever had stays on
-- record, and approvals count them all as the people behind the account (its token is issued
-- once and not replaced by a handover, so a former owner may still hold it).
create table service_account_owners (
  entry_id bigserial primary key,
  account_id text not null references service_accounts (account_id),
  -- A person's e-mail, in lower case (never a service account's name).
  owner text not null,
  assigned_at timestamptz not null default now(),
  -- Who handed it over (the creator, for the first entry), as operations record an actor.
  assigned_by text not null,
  reason text
);

create index service_account_owners_by_account on service_account_owners (account_id, entry_id);
create index service_account_owners_by_owner on service_account_owners (owner);

-- Accounts created before: their creator, or, for one created with another account's token, the
-- people behind that one (any account of that name: more people barred, never fewer).
with recursive behind (account_id, owner, depth) as (
  select account_id, lower(created_by), 0 from service_accounts
  union
  select behind.account_id, lower(creator.created_by), behind.depth + 1
    from behind join service_accounts creator on creator.name = behind.owner
   where position('@' in behind.owner) = 0 and behind.depth < 8
)
insert into service_account_owners (account_id, owner, assigned_at, assigned_by, reason)
select distinct on (behind.account_id, behind.owner)
       behind.account_id, behind.owner, account.created_at, account.created_by, null
  from behind join service_accounts account on account.account_id = behind.account_id
 where position('@' in behind.owner) > 0
 order by behind.account_id, behind.owner;
