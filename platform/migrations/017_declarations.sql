-- Sworn legal declarations a firm prepares for its customers; a locked one cannot be edited
-- until support unlocks it. Ids are 24 hex digits, like the provider's document store.
create table legal_declaration (
  personal_legal_declaration_id text primary key check (personal_legal_declaration_id ~ '^[0-9a-f]{24}$'),
  firm_suborganization_id integer not null references suborganization,
  customer_suborganization_id integer not null references suborganization,
  organization_id integer not null references organization,
  personal_legal_declaration_desc text not null,
  edition_user_id text not null,
  period_year integer not null,
  maturity_due_date timestamptz not null,
  declaration_status_desc text not null,
  is_locked boolean not null,
  modification_date timestamptz not null,
  unlock_date timestamptz,
  unlock_user text
);
create index legal_declaration_locked_idx on legal_declaration (firm_suborganization_id, modification_date desc)
  where is_locked;
create index legal_declaration_customer_idx on legal_declaration (customer_suborganization_id);
