-- The elements of bulk operations keep no person's data in clear (issue 40): element_key holds
-- a keyed pseudonym of the key (the lookups compute it), the key itself is sealed in sealed_key,
-- and label, payload, error and detail are sealed with the payload keys (bulk-elements.ts).
-- Rows written before keep their values in clear (sealed_key null) and read as they are.
alter table bulk_element add column sealed_key text;
