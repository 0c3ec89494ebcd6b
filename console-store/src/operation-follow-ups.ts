// Which run follows a failed or cancelled operation, its retry or its undo (see
// migrations/012_operation_follow_ups.sql): claimed once by whichever run gets there first, so
// an undo and a retry of the same operation started at once never both take effect.
import type { Db } from '@cgi/platform/db';
import type { FollowUp, FollowUpKind, FollowUps } from '@cgi/workflows';

interface FollowUpRow {
  kind: FollowUpKind;
  follow_up_id: string;
}

const toFollowUp = (row: FollowUpRow): FollowUp => ({ kind: row.kind, id: row.follow_up_id });

export function createOperationFollowUps(db: Db): FollowUps {
  return {
    async find(operationId) {
      const [row] = await db.query<FollowUpRow>(
        'select kind, follow_up_id from operation_follow_ups where operation_id = $1',
        [operationId],
      );
      return row ? toFollowUp(row) : undefined;
    },

    async findAll(operationIds) {
      if (operationIds.length === 0) return new Map();
      const rows = await db.query<FollowUpRow & { operation_id: string }>(
        'select operation_id, kind, follow_up_id from operation_follow_ups where operation_id = any($1::text[])',
        [[...operationIds]],
      );
      return new Map(rows.map((row) => [row.operation_id, toFollowUp(row)]));
    },

    async claim(operationId, followUp) {
      const [inserted] = await db.query<FollowUpRow>(
        `insert into operation_follow_ups (operation_id, kind, follow_up_id) values ($1, $2, $3)
         on conflict (operation_id) do nothing
         returning kind, follow_up_id`,
        [operationId, followUp.kind, followUp.id],
      );
      if (inserted) return toFollowUp(inserted);
      const [existing] = await db.query<FollowUpRow>(
        'select kind, follow_up_id from operation_follow_ups where operation_id = $1',
        [operationId],
      );
      if (!existing) throw new Error('operation follow-up: neither inserted nor found');
      return toFollowUp(existing);
    },
  };
}
