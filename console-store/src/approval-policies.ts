// Approval policies changed in the console (see migrations/008_approval_policies.sql): each change
// is a new row with who, when and why; a type's policy is its latest change. The policy itself is
// the api's to shape and validate (kept here as JSON; null: the type needs no approval).
import type { Db } from '@cgi/platform/db';

export interface PolicyChange<TPolicy = unknown> {
  id: number;
  operationType: string;
  /** The policy from this change on; null: no approval needed. */
  policy: TPolicy | null;
  changedBy: string;
  changedAt: string;
  reason: string;
}

interface ChangeRow {
  change_id: string | number;
  operation_type: string;
  policy: unknown;
  changed_by: string;
  changed_at: Date | string;
  reason: string;
}

const parsePolicy = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const toChange = <TPolicy>(row: ChangeRow): PolicyChange<TPolicy> => ({
  id: Number(row.change_id),
  operationType: row.operation_type,
  policy: (parsePolicy(row.policy) ?? null) as TPolicy | null,
  changedBy: row.changed_by,
  changedAt: new Date(row.changed_at).toISOString(),
  reason: row.reason,
});

export function createApprovalPolicies<TPolicy = unknown>(db: Db) {
  return {
    /** The latest change of each type that has one (the types an administrator changed). */
    async current(): Promise<Map<string, PolicyChange<TPolicy>>> {
      const rows = await db.query<ChangeRow>(
        `select distinct on (operation_type) * from approval_policy_changes
          order by operation_type, change_id desc`,
      );
      return new Map(rows.map((row) => [row.operation_type, toChange<TPolicy>(row)]));
    },

    /** The latest change of one type, if any. */
    async of(operationType: string): Promise<PolicyChange<TPolicy> | undefined> {
      const [row] = await db.query<ChangeRow>(
        `select * from approval_policy_changes where operation_type = $1 order by change_id desc limit 1`,
        [operationType],
      );
      return row ? toChange<TPolicy>(row) : undefined;
    },

    /** Every change of a type, newest first. */
    async history(operationType: string, limit = 100): Promise<PolicyChange<TPolicy>[]> {
      const rows = await db.query<ChangeRow>(
        `select * from approval_policy_changes where operation_type = $1 order by change_id desc limit $2`,
        [operationType, limit],
      );
      return rows.map((row) => toChange<TPolicy>(row));
    },

    /** Records a change: from now on the type's starts follow it. */
    async change(change: {
      operationType: string;
      policy: TPolicy | null;
      changedBy: string;
      reason: string;
    }): Promise<PolicyChange<TPolicy>> {
      const [row] = await db.query<ChangeRow>(
        `insert into approval_policy_changes (operation_type, policy, changed_by, reason)
         values ($1, $2::jsonb, $3, $4) returning *`,
        [change.operationType, JSON.stringify(change.policy), change.changedBy, change.reason],
      );
      return toChange<TPolicy>(row!);
    },
  };
}

export type ApprovalPolicies<TPolicy = unknown> = ReturnType<typeof createApprovalPolicies<TPolicy>>;
