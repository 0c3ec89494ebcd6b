// SQL of the legal communications family (e-Ventanilla).
import type {
  AssociatedFirm,
  CommSubscription,
  CommSubscriptionDetail,
  SubscriptionStatusCode,
} from '../../client/legal-communications';
import type { Queryable } from '../../db/types';
import { instancesOfOrganization } from '../authorization/store';
import { containsPattern } from '../organizations/store';
import { avatarOf, iso, isoOrNull } from '../values';

interface SubscriptionRow {
  communication_subscription_ve_id: number;
  cuit_destinatario: string;
  subscription_status_code: SubscriptionStatusCode;
  subscription_status_desc: string;
  last_status_change_date: Date;
  event_action_user: string;
  customer_names: string[] | null;
}

const select = `
  select cs.communication_subscription_ve_id, cs.cuit_destinatario, cs.subscription_status_code,
         st.subscription_status_desc, cs.last_status_change_date, cs.event_action_user,
         (select array_agg(distinct s.suborganization_name order by s.suborganization_name)
            from comm_subscription_customer c join suborganization s on s.suborganization_id = c.customer_suborganization_id
           where c.communication_subscription_ve_id = cs.communication_subscription_ve_id) as customer_names
    from comm_subscription cs
    join comm_subscription_status st on st.subscription_status_code = cs.subscription_status_code`;

function toSubscription(row: SubscriptionRow): CommSubscription {
  return {
    communicationSubscriptionVEId: row.communication_subscription_ve_id,
    cuitDestinatario: row.cuit_destinatario,
    subscriptionStatus: row.subscription_status_code,
    subscriptionStatusDesc: row.subscription_status_desc,
    lastStatusChangeDate: iso(row.last_status_change_date),
    eventActionUser: row.event_action_user,
    customerSuborganizationNames: row.customer_names ?? [],
  };
}

export async function search(
  db: Queryable,
  f: { cuit?: string; names: string[]; statuses: string[]; limit: number },
): Promise<CommSubscription[]> {
  const params: unknown[] = [];
  const push = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (f.cuit) conditions.push(`cs.cuit_destinatario = ${push(f.cuit)}`);
  if (f.statuses.length > 0) conditions.push(`cs.subscription_status_code = any(${push(f.statuses)})`);
  if (f.names.length > 0) {
    conditions.push(`exists(select 1 from comm_subscription_customer c
                              join suborganization s on s.suborganization_id = c.customer_suborganization_id
                             where c.communication_subscription_ve_id = cs.communication_subscription_ve_id
                               and upper(s.suborganization_name) like any(${push(f.names.map(containsPattern))}))`);
  }
  const rows = await db.query<SubscriptionRow>(
    `${select} where ${conditions.join(' and ') || 'true'}
      order by cs.last_status_change_date desc, cs.communication_subscription_ve_id desc limit ${push(f.limit)}`,
    params as string[],
  );
  return rows.map(toSubscription);
}

export async function findBy(
  db: Queryable,
  by: { cuit: string } | { id: number },
): Promise<CommSubscription | undefined> {
  const [column, value] =
    'cuit' in by ? ['cs.cuit_destinatario', by.cuit] : ['cs.communication_subscription_ve_id', by.id];
  const [row] = await db.query<SubscriptionRow>(`${select} where ${column} = $1`, [value]);
  return row && toSubscription(row);
}

interface FirmRow {
  customer_suborganization_id: number;
  customer_legal_name: string;
  customer_cuit: string | null;
  firm_id: number;
  firm_name: string;
  firm_cuit: string | null;
  firm_base_picture_url: string | null;
  firm_logo_picture_url: string | null;
  firm_color: string | null;
  firm_organization_id: number;
  is_service_enabled: boolean;
  creation_user: string;
  creation_date: Date;
  modification_user: string | null;
  modification_date: Date | null;
}

export async function detail(db: Queryable, subscription: CommSubscription): Promise<CommSubscriptionDetail> {
  const id = subscription.communicationSubscriptionVEId;
  const history = await db.query<{
    status: SubscriptionStatusCode;
    status_desc: string;
    date: Date;
    operator: string;
  }>(
    `select h.subscription_status_code as status, st.subscription_status_desc as status_desc, h.status_date as date,
            h.operator
       from comm_subscription_history h
       join comm_subscription_status st on st.subscription_status_code = h.subscription_status_code
      where h.communication_subscription_ve_id = $1
      order by h.status_date desc, h.comm_subscription_history_id desc`,
    [id],
  );
  const firms = await db.query<FirmRow>(
    `select c.customer_suborganization_id, cu.suborganization_legal_name as customer_legal_name,
            cu.suborganization_cuit as customer_cuit, f.suborganization_id as firm_id, f.suborganization_name as firm_name,
            f.suborganization_cuit as firm_cuit, f.base_picture_url as firm_base_picture_url,
            f.logo_picture_url as firm_logo_picture_url, f.avatar_color as firm_color,
            f.organization_id as firm_organization_id, c.is_service_enabled, c.creation_user, c.creation_date,
            c.modification_user, c.modification_date
       from comm_subscription_customer c
       join suborganization cu on cu.suborganization_id = c.customer_suborganization_id
       join suborganization f on f.suborganization_id = cu.firm_suborganization_id
      where c.communication_subscription_ve_id = $1
      order by f.suborganization_name, c.customer_suborganization_id`,
    [id],
  );
  const associated: AssociatedFirm[] = [];
  for (const f of firms) {
    const [instance] = await instancesOfOrganization(db, f.firm_organization_id, 'ME');
    associated.push({
      customerSuborganizationId: f.customer_suborganization_id,
      customerSuborganizationLegalName: f.customer_legal_name,
      customerSuborganizationCuit: f.customer_cuit,
      firmSuborganizationId: f.firm_id,
      firmSuborganizationName: f.firm_name,
      firmSuborganizationCuit: f.firm_cuit,
      firmSuborganizationBasePictureURL: f.firm_base_picture_url,
      firmSuborganizationLogoPictureURL: f.firm_logo_picture_url,
      firmSuborganizationAvatar: avatarOf(f.firm_name, f.firm_color),
      isServiceEnabled: f.is_service_enabled,
      creationUser: f.creation_user,
      creationDate: iso(f.creation_date),
      modificationUser: f.modification_user,
      modificationDate: isoOrNull(f.modification_date),
      appCode: instance?.appCode ?? null,
      orgAppAccessStatusCode: instance?.orgAppAccessStatusCode ?? null,
      baseApplicationInstance: instance?.baseApplicationInstance ?? null,
      activeAppUserCount: instance?.activeAppUserCount ?? null,
      activeExternalAppUserCount: instance?.activeExternalAppUserCount ?? null,
      accessStartDate: instance?.accessStartDate ?? null,
      accessFinishDate: instance?.accessFinishDate ?? null,
      applicationInstanceId: instance?.applicationInstanceId ?? null,
    });
  }
  return {
    ...subscription,
    statusHistory: history.map((h) => ({
      status: h.status,
      statusDesc: h.status_desc,
      date: iso(h.date),
      operator: h.operator,
    })),
    customerSuborgCommSubscriptionsVEList: associated,
    allowedStatusChanges: await allowedFrom(db, subscription.subscriptionStatus),
  };
}

export async function allowedFrom(db: Queryable, status: string): Promise<SubscriptionStatusCode[]> {
  const rows = await db.query<{ to_status_code: SubscriptionStatusCode }>(
    'select to_status_code from comm_subscription_transition where from_status_code = $1 order by to_status_code',
    [status],
  );
  return rows.map((r) => r.to_status_code);
}

export async function enabledCustomerCount(db: Queryable, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from comm_subscription_customer
      where communication_subscription_ve_id = $1 and is_service_enabled`,
    [id],
  );
  return row!.n;
}

export async function changeStatus(db: Queryable, id: number, status: string, user: string): Promise<void> {
  await db.query(
    `update comm_subscription set subscription_status_code = $2, last_status_change_date = now(), event_action_user = $3
      where communication_subscription_ve_id = $1`,
    [id, status, user],
  );
  await db.query(
    `insert into comm_subscription_history (communication_subscription_ve_id, subscription_status_code, status_date, operator)
     values ($1, $2, now(), $3)`,
    [id, status, user],
  );
}
