// The database layer, shared with the console's own store (console-store/): one surface over
// PGlite and PostgreSQL, and the migration runner.
export { openDb, type DbOptions } from './open';
export { migrate } from './migrate';
export { initializeDataDirApart, pgliteCacheDir, pgliteSettings } from './pglite-init';
export { dropTemplateDatabases } from './pglite';
export { insertRows } from './insert';
export { readOrMakeTemplateFile } from './template-file';
export { sqlStateOf, UNIQUE_VIOLATION, FOREIGN_KEY_VIOLATION } from './types';
export type { Db, Queryable, SqlParam } from './types';
