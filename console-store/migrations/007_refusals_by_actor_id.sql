-- The refusal record read by actor a page at a time in id order (the list and its export): without
-- this, each page sorted every refusal of that actor again.
create index refusals_by_actor_id on refusals (actor, refusal_id desc);
