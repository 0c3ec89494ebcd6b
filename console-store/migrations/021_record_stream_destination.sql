-- Where the record's stream goes (issue 42, item 6): the organization's own audit store, a signed
-- webhook an administrator sets. operation_record_stream (020) already holds the cursor: the last
-- entry the receiver acknowledged. A new address starts again from the oldest entry kept; the
-- same address with another secret keeps its place.
alter table operation_record_stream add column webhook_url text;
-- Signs each delivery (HMAC-SHA256), like an alert rule's own secret; never shown.
alter table operation_record_stream add column webhook_secret text;
alter table operation_record_stream add column updated_at timestamptz;
alter table operation_record_stream add column updated_by text;
-- When the receiver last acknowledged a delivery.
alter table operation_record_stream add column delivered_at timestamptz;
