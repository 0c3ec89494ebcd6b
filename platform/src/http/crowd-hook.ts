// A test hook beside the faults (on and off with them, never in production): `POST
// /__seed/crowd` adds an organization with as many users as a list test needs (1,000 for an
// ME instance's users, 101 for a subscriber's), in one transaction and in well under a second,
// so the demo seed stays small and the tests that need a crowd make their own. The rows are
// what the services themselves would hold: accounts, organization users, a study with its ME
// instance, roles and accesses, and optionally a subscriber holding every user (and as many
// subscriptions as a list test needs: more than the spec's page of 50).
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Db, Queryable } from '../db/types';
import { makeCuit } from '../seed/cuit';
import { parse } from './route';

const crowdInput = z.object({
  users: z.number().int().min(1).max(5000),
  /** A study and its ME instance, with roles and accesses for most users. */
  instance: z.boolean().default(true),
  /** A subscriber with this number holding every user (no user limit). */
  subscriberNumber: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  /** Subscriptions of that subscriber, cycling through the products; every third one finished. */
  subscriptions: z.number().int().min(0).max(2000).default(0),
});

export type CrowdInput = z.input<typeof crowdInput>;

export interface Crowd {
  organizationId: number;
  organizationName: string;
  organizationCuit: string;
  suborganizationId: number | null;
  applicationInstanceId: number | null;
  subscriberNumber: string | null;
  /** The subscriber's internal id (the subscriptions screen's address). */
  subscriberId: number | null;
  /** User n (from 1) is `${emailPrefix}${n padded to 4}@${emailDomain}`. */
  emailPrefix: string;
  emailDomain: string;
}

// Names cycle with coprime lengths, so first and last names combine in many ways.
const FIRST_NAMES = [
  'María',
  'José',
  'Lucía',
  'Martín',
  'Sofía',
  'Julián',
  'Valentina',
  'Tomás',
  'Ana',
  'Joaquín',
];
const LAST_NAMES = ['Gómez', 'Fernández', 'Núñez', 'Pereyra', 'Sosa', 'Acuña', 'Ibáñez'];
const CREATOR = 'seed@crowd';

/** A CUIT of prefix 30 that no organization holds yet. */
async function freeCuit(tx: Queryable): Promise<string> {
  for (let number = 79_000_000 + Math.floor(Math.random() * 900_000); ; number++) {
    const cuit = makeCuit(30, number);
    if (!cuit) continue;
    const taken = await tx.query('select 1 from organization where organization_cuit = $1', [cuit]);
    if (taken.length === 0) return cuit;
  }
}

export async function seedCrowd(db: Db, input: CrowdInput): Promise<Crowd> {
  const { users, instance, subscriberNumber, subscriptions } = crowdInput.parse(input);
  return db.transaction(async (tx) => {
    const cuit = await freeCuit(tx);
    const [organization] = await tx.query<{ organization_id: number }>(
      `insert into organization (organization_name, organization_legal_name, organization_cuit,
                                 organization_type_id, is_active, creation_user)
       values ($1, $2, $3, 2, true, $4) returning organization_id`,
      [`Estudio Numeroso ${cuit.slice(2, 10)}`, `Estudio Numeroso ${cuit.slice(2, 10)} S.A.`, cuit, CREATOR],
    );
    const organizationId = organization!.organization_id;
    const emailPrefix = `persona${organizationId}.`;
    const emailDomain = 'numeroso.com.ar';
    const n = `lpad(i::text, 4, '0')`;
    await tx.query(
      `insert into login_account (account_external_ref_id, email, first_name, last_name, account_status_id,
                                  status_creation_user)
       select gen_random_uuid()::text, $1 || ${n} || '@' || $2,
              ($3::text[])[1 + i % array_length($3::text[], 1)],
              ($4::text[])[1 + i % array_length($4::text[], 1)], 1, $5
         from generate_series(1, $6) i`,
      [emailPrefix, emailDomain, FIRST_NAMES, LAST_NAMES, CREATOR, users],
    );
    // Every tenth user waits for validation; the others are active. The legacy user number is
    // the organization's and the user's numbers side by side. User ids follow the users' numbers
    // (the services list by id).
    await tx.query(
      `insert into organization_user (login_account_id, organization_id, organization_user_type_id,
                                       organization_commercial_user_type_id, user_status_id, legacy_user_ref_id,
                                       creation_user)
       select la.login_account_id, $1, case when s.i % 50 = 1 then 3 else 1 end, 1,
              case when s.i % 10 = 0 then 5 else 1 end, $6 || lpad(s.i::text, 5, '0'), $4
         from generate_series(1, $3) s(i)
         join login_account la on la.email = $2 || lpad(s.i::text, 4, '0') || '@' || $5
        order by s.i`,
      [organizationId, emailPrefix, users, CREATOR, emailDomain, String(organizationId)],
    );
    let suborganizationId: number | null = null;
    let applicationInstanceId: number | null = null;
    let subscriberId: number | null = null;
    if (instance) {
      const [study] = await tx.query<{ suborganization_id: number }>(
        `insert into suborganization (organization_id, suborganization_type_id, suborganization_name,
                                      suborganization_legal_name, suborganization_cuit, avatar_color, creation_user)
         values ($1, 1, $2, $2, $3, '#2563eb', $4) returning suborganization_id`,
        [organizationId, `Estudio Numeroso ${cuit.slice(2, 10)}`, cuit, CREATOR],
      );
      suborganizationId = study!.suborganization_id;
      const [created] = await tx.query<{ application_instance_id: number }>(
        `insert into application_instance (app_code, organization_id, base_suborganization_id,
                                           org_app_access_status_code, access_start_date, creation_user)
         values ('ME', $1, $2, 'GRANTED', now(), $3) returning application_instance_id`,
        [organizationId, suborganizationId, CREATOR],
      );
      applicationInstanceId = created!.application_instance_id;
      // By the user's number n (read back from the legacy number) modulo 4: 0 no role, 1 a
      // role without access (both not associated, spec 2 §4), 2 granted, 3 revoked: half the
      // users are associated.
      const numbered = (organization: string, prefix: string) =>
        `(select ou.user_id, substr(ou.legacy_user_ref_id, length(${prefix}) + 1)::int as i
            from organization_user ou where ou.organization_id = ${organization})`;
      await tx.query(
        `insert into user_app_role (application_instance_id, user_id, app_role_code, suborganization_id, creation_user)
         select $1, u.user_id, case when u.i % 50 = 1 then 'ME.FirmAdmin' else 'ME.FirmStaff' end, $4, $5
           from ${numbered('$2', '$3')} u where u.i % 4 <> 0`,
        [applicationInstanceId, organizationId, String(organizationId), suborganizationId, CREATOR],
      );
      await tx.query(
        `insert into user_app_access (application_instance_id, user_id, user_app_access_status_code,
                                      access_start_date, access_finish_date)
         select $1, u.user_id, case when u.i % 4 = 2 then 'GRANTED' else 'REVOKED' end, now(),
                now() + interval '180 days'
           from ${numbered('$2', '$3')} u where u.i % 4 in (2, 3)`,
        [applicationInstanceId, organizationId, String(organizationId)],
      );
    }
    if (subscriberNumber) {
      const [subscriber] = await tx.query<{ subscriber_id: number }>(
        `insert into subscriber (subscriber_ref_id, subscriber_name, subscriber_status_id, organization_id, creation_user)
         values ($1, $2, 1, $3, $4) returning subscriber_id`,
        [subscriberNumber, `Estudio Numeroso ${cuit.slice(2, 10)} S.A.`, organizationId, CREATOR],
      );
      subscriberId = subscriber!.subscriber_id;
      // One second apart, in the users' order: the service lists a subscriber's users by date.
      await tx.query(
        `insert into subscriber_user (subscriber_id, user_id, creation_date, creation_user)
         select $1, ou.user_id, timestamptz '2024-01-01' + (row_number() over (order by ou.user_id)) * interval '1 second', $3
           from organization_user ou where ou.organization_id = $2`,
        [subscriber!.subscriber_id, organizationId, CREATOR],
      );
      // Subscription n starts n days after 2023-01-01, so the newest comes first among its kind.
      await tx.query(
        `insert into product_subscription (subscriber_id, product_id, is_active, subscription_start_date,
                                           subscription_finish_date)
         select $1, p.product_id, s.i % 3 <> 0, timestamptz '2023-01-01' + s.i * interval '1 day',
                case when s.i % 3 = 0 then timestamptz '2023-01-01' + (s.i + 30) * interval '1 day' end
           from generate_series(1, $2) s(i)
           join (select product_id, row_number() over (order by product_id) - 1 as k,
                        count(*) over () as n from product) p
             on p.k = s.i % p.n
          order by s.i`,
        [subscriber!.subscriber_id, subscriptions],
      );
    }
    return {
      organizationId,
      organizationName: `Estudio Numeroso ${cuit.slice(2, 10)}`,
      organizationCuit: cuit,
      suborganizationId,
      applicationInstanceId,
      subscriberNumber: subscriberNumber ?? null,
      subscriberId,
      emailPrefix,
      emailDomain,
    };
  });
}

/** The route's handler: the body is a CrowdInput, the answer `{ data: Crowd }`. */
export function crowdHandler(db: Db) {
  return async (req: Request, res: Response) => {
    const crowd = await seedCrowd(db, parse(crowdInput, req.body));
    res.status(201).json({ data: crowd });
  };
}
