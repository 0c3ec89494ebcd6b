// The one database surface the services see, the same over PGlite and PostgreSQL.

export type SqlParam = string | number | boolean | Date | null | readonly string[] | readonly number[];

export interface Queryable {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball (test templates). */
  dump?(): Promise<Blob>;
}

/** SQLSTATE of a unique-constraint violation, raised by both engines. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
