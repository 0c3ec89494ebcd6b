// Sessions service (spec 2 §7 "Sessions service"). No open session is the 404 whose text the
// console reads as "no sessions" ('uuidDeviceSession not exists').
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { DeviceSession } from '../../client/sessions';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, id, iso } from '../values';

interface SessionRow {
  uuid_device_session: string;
  email: string;
  login_account_id: number;
  device_model: string | null;
  agent_name: string | null;
  agent_version: string | null;
  agent_language: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  ip: string | null;
  creation_date: Date;
  last_activity_date: Date;
}

function toSession(row: SessionRow): DeviceSession {
  return {
    uuidDeviceSession: row.uuid_device_session,
    email: row.email,
    loginAccountId: row.login_account_id,
    clientArchInfo: { deviceModel: row.device_model },
    clientAgentInfo: { name: row.agent_name, version: row.agent_version, language: row.agent_language },
    clientLocalizationInfo: { city: row.city, region: row.region, country: row.country, ip: row.ip },
    creationDate: iso(row.creation_date),
    lastActivityDate: iso(row.last_activity_date),
  };
}

export function sessionRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.sessions,
    routes: [
      {
        method: 'GET',
        path: '/reportUserActivityESessions/:id',
        handle: async (req) => {
          const q = parse(z.object({ id }), req.params);
          const rows = await db.query<SessionRow>(
            `select d.uuid_device_session::text as uuid_device_session, la.email, d.login_account_id, d.device_model,
                    d.agent_name, d.agent_version, d.agent_language, d.city, d.region, d.country, d.ip,
                    d.creation_date, d.last_activity_date
               from device_session d join login_account la on la.login_account_id = d.login_account_id
              where d.login_account_id = $1 and d.revoked_date is null
              order by d.last_activity_date desc`,
            [q.id],
          );
          if (rows.length === 0) throw fail(404, errors.deviceSessionNotFound);
          return rows.map(toSession);
        },
      },
      {
        method: 'POST',
        path: '/revokeSessionDeviceEAuth',
        handle: async (req) => {
          const input = parse(
            z.object({ uuidDeviceSession: z.uuid(), revokedBy: z.string().min(1).optional() }),
            req.body,
          );
          const [row] = await db.query<{ revoked_date: Date }>(
            `update device_session set revoked_date = coalesce(revoked_date, now()),
                    revoked_user = coalesce(revoked_user, $2)
              where uuid_device_session = $1 returning revoked_date`,
            [input.uuidDeviceSession, input.revokedBy ?? consoleUser],
          );
          if (!row) throw fail(404, errors.deviceSessionNotFound);
          return { uuidDeviceSession: input.uuidDeviceSession, revokedDate: iso(row.revoked_date) };
        },
      },
    ],
  };
}
