// Event log: the console's step audit (spec 1 §7 "Event log") and our own read path.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { StoredEventLogEntry } from '../../client/types';
import type { Db } from '../../db/types';
import { parse, type ServiceFamily } from '../../http/route';
import { iso } from '../values';

const pushInput = z.object({
  transactionId: z.string().min(1).max(500),
  processName: z.string().min(1).max(500),
  logType: z.string().min(1).max(50),
  eventText: z.string().max(10_000),
});

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
    ],
  };
}
