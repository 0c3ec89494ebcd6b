-- Organization names are searched uppercased and anywhere in the name (spec 1 §5). Trigram
-- GIN indexes serve a contains match (LIKE '%X%'); the btree indexes of 001 still serve
-- equality and prefix matches. pg_trgm ships with PostgreSQL and with PGlite.
create extension if not exists pg_trgm;
create index organization_upper_name_trgm_idx on organization using gin (upper(organization_name) gin_trgm_ops);
create index organization_upper_legal_name_trgm_idx
  on organization using gin (upper(organization_legal_name) gin_trgm_ops);
-- e-Ventanilla filters by customer name.
create index suborganization_upper_name_trgm_idx on suborganization using gin (upper(suborganization_name) gin_trgm_ops);
