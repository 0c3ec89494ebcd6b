// SQL of the invite service.
import type { Invite, InvitesByEmail } from '../../client/types';
import type { Queryable } from '../../db/types';
import { iso } from '../values';

interface InviteRow {
  invite_id: number;
  invite_type_code: string;
  invite_status_code: Invite['inviteStatusCode'];
  destination_email: string;
  invite_date: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  organization_name: string;
  organization_cuit: string;
  subscriber_ref_id: string;
  creation_date: Date;
}

const select = `
  select i.invite_id, t.invite_type_code, s.invite_status_code, i.destination_email, i.invite_date, i.user_id,
         i.first_name, i.last_name, i.organization_name, i.organization_cuit, i.subscriber_ref_id, i.creation_date
    from invite i
    join invite_type t on t.invite_type_id = i.invite_type_id
    join invite_status s on s.invite_status_id = i.invite_status_id`;

function toInvite(row: InviteRow): Invite {
  return {
    inviteId: row.invite_id,
    inviteTypeCode: row.invite_type_code,
    inviteStatusCode: row.invite_status_code,
    destinationEmail: row.destination_email,
    inviteDate: iso(row.invite_date),
    inviteData: {
      subscriberRefId: row.subscriber_ref_id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      organizationName: row.organization_name,
      organizationCuit: row.organization_cuit,
    },
    creationDate: iso(row.creation_date),
  };
}

export async function insertInvite(
  db: Queryable,
  typeCode: string,
  i: {
    inviteDate: string;
    accountEmail: string;
    userId: number;
    firstName: string;
    lastName: string;
    organizationName: string;
    organizationCuit: string;
    subscriberRefId: string;
  },
): Promise<Invite> {
  const [created] = await db.query<{ invite_id: number }>(
    `insert into invite (invite_type_id, invite_status_id, destination_email, invite_date, user_id, first_name,
                         last_name, organization_name, organization_cuit, subscriber_ref_id)
     select t.invite_type_id, s.invite_status_id, $2, $3, $4, $5, $6, $7, $8, $9
       from invite_type t, invite_status s
      where t.invite_type_code = $1 and s.invite_status_code = 'ACTIVE'
     returning invite_id`,
    [
      typeCode,
      i.accountEmail,
      i.inviteDate,
      i.userId,
      i.firstName,
      i.lastName,
      i.organizationName,
      i.organizationCuit,
      i.subscriberRefId,
    ],
  );
  if (!created) throw new Error(`invite type ${typeCode} is not in the catalogue`);
  return (await findInvite(db, created.invite_id))!;
}

export async function findInvite(db: Queryable, inviteId: number): Promise<Invite | undefined> {
  const [row] = await db.query<InviteRow>(`${select} where i.invite_id = $1`, [inviteId]);
  return row && toInvite(row);
}

/** Newest first within each e-mail; e-mails in the order asked, only those with matches. */
export async function searchInvites(
  db: Queryable,
  filter: { emails: string[]; typeCodes: string[]; statusCodes: string[] },
): Promise<InvitesByEmail[]> {
  const rows = await db.query<InviteRow>(
    `${select}
      where i.destination_email = any($1::text[])
        and (cardinality($2::text[]) = 0 or t.invite_type_code = any($2::text[]))
        and (cardinality($3::text[]) = 0 or s.invite_status_code = any($3::text[]))
      order by i.invite_id desc`,
    [filter.emails, filter.typeCodes, filter.statusCodes],
  );
  return [...new Set(filter.emails)].flatMap((destinationEmail) => {
    const invites = rows.filter((row) => row.destination_email === destinationEmail).map(toInvite);
    return invites.length > 0 ? [{ destinationEmail, invites }] : [];
  });
}

/** Answers false when the invite does not exist. */
export async function updateStatus(db: Queryable, inviteId: number, statusCode: string): Promise<boolean> {
  const rows = await db.query(
    `update invite
        set invite_status_id = (select invite_status_id from invite_status where invite_status_code = $2),
            modification_date = now()
      where invite_id = $1
      returning invite_id`,
    [inviteId, statusCode],
  );
  return rows.length > 0;
}
