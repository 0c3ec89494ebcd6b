-- Nothing personal or secret in clear where the record's stream goes (issue 43): who set it is
-- kept as the record keeps an actor — their pseudonym in updated_by_key, their value sealed with
-- the payload keys in updated_by ('sealed:…') — and the webhook's own secret is sealed in
-- webhook_secret. SQL has not got the keys: a row set before this keeps both in clear until the
-- worker seals them when it starts (operation-record/stream.ts, sealOlderSettings; the prefix
-- says what is done). Read meanwhile, a value without the prefix reads as it is.
alter table operation_record_stream add column updated_by_key text;
