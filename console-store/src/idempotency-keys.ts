// Idempotency-Key → operation bindings (see migrations/005_idempotency_keys.sql): scoped to the
// caller and the key alone, so the same key sent with another type, target or input is told
// apart from a repeat. Binding is one insert-if-absent, atomic on PGlite and PostgreSQL alike.
import { createHash } from 'node:crypto';
import type { Db } from '@cgi/platform/db';

/** What a key was first used for. */
export interface KeyUse {
  operationType: string;
  inputHash: string;
  operationId: string;
}

export interface KeyBinding extends KeyUse {
  /** True when this call bound the key; false when it was bound already (by this use or another). */
  created: boolean;
}

interface KeyRow {
  operation_type: string;
  input_hash: string;
  operation_id: string;
}

const toUse = (row: KeyRow): KeyUse => ({
  operationType: row.operation_type,
  inputHash: row.input_hash,
  operationId: row.operation_id,
});

/** One caller's key, never stored as it is. */
export function callerKeyOf(caller: string, key: string): string {
  return createHash('sha256').update(`${caller}\n${key}`).digest('hex');
}

export function createIdempotencyKeys(db: Db) {
  return {
    /** The use a caller's key is bound to, if any. */
    async find(caller: string, key: string): Promise<KeyUse | undefined> {
      const [row] = await db.query<KeyRow>(
        'select operation_type, input_hash, operation_id from idempotency_keys where caller_key = $1',
        [callerKeyOf(caller, key)],
      );
      return row ? toUse(row) : undefined;
    },

    /**
     * Binds the key to this use unless it is bound already: either way answers the binding that
     * holds, so of many concurrent claims exactly one is `created` and all see the same one.
     */
    async claim(caller: string, key: string, use: KeyUse): Promise<KeyBinding> {
      const callerKey = callerKeyOf(caller, key);
      const [inserted] = await db.query<KeyRow>(
        `insert into idempotency_keys (caller_key, operation_type, input_hash, operation_id)
         values ($1, $2, $3, $4)
         on conflict (caller_key) do nothing
         returning operation_type, input_hash, operation_id`,
        [callerKey, use.operationType, use.inputHash, use.operationId],
      );
      if (inserted) return { ...toUse(inserted), created: true };
      const [existing] = await db.query<KeyRow>(
        'select operation_type, input_hash, operation_id from idempotency_keys where caller_key = $1',
        [callerKey],
      );
      if (!existing) throw new Error('idempotency key: neither inserted nor found');
      return { ...toUse(existing), created: false };
    },

    /** Unbinds a key whose operation could not be started, so the caller may use it again. */
    async release(caller: string, key: string, operationId: string): Promise<void> {
      await db.query('delete from idempotency_keys where caller_key = $1 and operation_id = $2', [
        callerKeyOf(caller, key),
        operationId,
      ]);
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
