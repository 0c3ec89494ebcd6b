// Safety bounds of the bulk operations: none is in the spec (spec 2 §2.7, §2.15 and spec 1 §2
// name no maximum), so each is set far above any real selection, only to refuse a request that
// could exhaust a process. The elements of a bulk operation live in the console's store, not
// in its workflow, so these bounds are about memory at the start, not about Temporal.
export const BULK_RETRY_MAX_ITEMS = 50_000;
export const RESTORE_MAX_DOCUMENTS = 50_000;
export const UNLOCK_MAX_DECLARATIONS = 100_000;
export const CSV_MAX_ROWS = 500_000;
/** The CSV document's size (bytes) the api reads at most before answering 413. */
export const CSV_MAX_BYTES = 32 * 1024 * 1024;
