// Event log: the console's step audit (spec 1 §7 "Event log"), the audit call of other
// operations (shape ours: the spec does not show it) and our own read paths.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { AuditEntry, StoredEventLogEntry } from '../../client/types';
import type { Db } from '../../db/types';
import { parse, type ServiceFamily } from '../../http/route';
import { iso } from '../values';

const pushInput = z.object({
  transactionId: z.string().min(1).max(500),
  processName: z.string().min(1).max(500),
  logType: z.string().min(1).max(50),
  eventText: z.string().max(10_000),
});

const auditInput = z.object({
  actionUser: z.string().min(1).max(500),
  actionName: z.string().min(1).max(500),
  entityType: z.string().min(1).max(100),
  entityId: z.union([z.string().min(1).max(200), z.number()]).transform(String),
  detail: z.record(z.string(), z.unknown()).nullish(),
});

interface AuditRow {
  audit_log_id: number;
  action_user: string;
  action_name: string;
  entity_type: string;
  entity_id: string;
  detail: Record<string, unknown> | null;
  creation_date: Date;
}

interface EventRow {
  event_log_id: number;
  transaction_id: string;
  process_name: string;
  log_type: string;
  event_text: string;
  creation_date: Date;
}

export function eventLogRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.eventLog,
    routes: [
      {
        method: 'POST',
        path: '/pushProcessLogEventLogger',
        status: 201,
        handle: async (req) => {
          const input = parse(pushInput, req.body);
          const [row] = await db.query<{ event_log_id: number }>(
            `insert into event_log (transaction_id, process_name, log_type, event_text)
             values ($1, $2, $3, $4) returning event_log_id`,
            [input.transactionId, input.processName, input.logType, input.eventText],
          );
          return { eventLogId: row!.event_log_id };
        },
      },
      {
        method: 'GET',
        path: '/events',
        handle: async (req) => {
          const q = parse(z.object({ transactionId: z.string().min(1) }), req.query);
          const rows = await db.query<EventRow>(
            `select event_log_id, transaction_id, process_name, log_type, event_text, creation_date
               from event_log where transaction_id = $1 order by event_log_id`,
            [q.transactionId],
          );
          return rows.map((row): StoredEventLogEntry => ({
            eventLogId: row.event_log_id,
            transactionId: row.transaction_id,
            processName: row.process_name,
            logType: row.log_type as StoredEventLogEntry['logType'],
            eventText: row.event_text,
            creationDate: iso(row.creation_date),
          }));
        },
      },
      {
        method: 'POST',
        path: '/pushAuditEventLogger',
        status: 201,
        handle: async (req) => {
          const input = parse(auditInput, req.body);
          const [row] = await db.query<{ audit_log_id: number }>(
            `insert into audit_log (action_user, action_name, entity_type, entity_id, detail)
             values ($1, $2, $3, $4, $5) returning audit_log_id`,
            [
              input.actionUser,
              input.actionName,
              input.entityType,
              input.entityId,
              input.detail ? JSON.stringify(input.detail) : null,
            ],
          );
          return { auditLogId: row!.audit_log_id };
        },
      },
      {
        method: 'GET',
        path: '/audit',
        handle: async (req) => {
          const q = parse(
            z.object({ entityType: z.string().min(1), entityId: z.string().min(1) }),
            req.query,
          );
          const rows = await db.query<AuditRow>(
            `select * from audit_log where entity_type = $1 and entity_id = $2 order by audit_log_id`,
            [q.entityType, q.entityId],
          );
          return rows.map((row): AuditEntry => ({
            auditLogId: row.audit_log_id,
            actionUser: row.action_user,
            actionName: row.action_name,
            entityType: row.entity_type,
            entityId: row.entity_id,
            detail: row.detail,
            creationDate: iso(row.creation_date),
          }));
        },
      },
    ],
  };
}
