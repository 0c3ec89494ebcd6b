// Appends rows of the ME-area tables to the current seed chunk, with ids allocated in order.
// Fixtures and generated data both go through it; it draws from its own generator so the
// rows of the first slice stay as they were.
import type { SeedBuilder } from './builder';
import { cuitFor } from './builder';
import { notificationTypeIds, suborganizationTypeIds, type NotificationTypeCode } from './catalog-ids';
import type { Rng } from './prng';
import type { SuborganizationRow } from './rows';
import type {
  ApplicationInstanceRow,
  CommSubscriptionRow,
  GlobalNotificationRow,
  SuborganizationGroupRow,
} from './rows-me';

export type FolderState = 'ACTIVE' | 'DELETED' | 'INACTIVE' | 'PENDING';

export class MeSeedBuilder {
  private readonly ids = {
    suborganization_group: 0,
    system_directory: 0,
    application_instance: 0,
    user_app_access: 0,
    global_notification: 0,
    app_version: 0,
    file_extension: 0,
    comm_subscription: 0,
    comm_subscription_history: 0,
    object: 0,
  };

  constructor(
    private readonly b: SeedBuilder,
    readonly rng: Rng,
  ) {}

  /** A 24-hex id like the provider's document store: creation second, random, counter. */
  objectId(atMs: number): string {
    const seconds = Math.floor(atMs / 1000)
      .toString(16)
      .padStart(8, '0');
    const middle = Array.from({ length: 10 }, () => this.rng.int(0, 15).toString(16)).join('');
    return seconds + middle + (++this.ids.object).toString(16).padStart(6, '0');
  }

  /** A customer of a firm; `cuit` given for a client shared with another firm. */
  customer(
    firm: SuborganizationRow,
    c: {
      name: string;
      legalName: string;
      person: boolean;
      cuit?: string;
      color: string;
      creationDate: string;
      creationUser: string;
    },
  ): SuborganizationRow {
    const id = this.b.nextSuborganizationId();
    const prefix = c.person ? (this.rng.chance(0.5) ? 20 : 27) : this.rng.chance(0.8) ? 30 : 33;
    const row: SuborganizationRow = {
      suborganization_id: id,
      organization_id: firm.organization_id,
      suborganization_type_id: suborganizationTypeIds['FIRM-CUSTOMER'],
      suborganization_name: c.name,
      suborganization_legal_name: c.legalName,
      suborganization_cuit: c.cuit ?? cuitFor(prefix, c.person ? 30_000_000 : 60_000_000, id, this.rng),
      avatar_color: c.color,
      firm_suborganization_id: firm.suborganization_id,
      base_picture_url: null,
      logo_picture_url: this.rng.chance(0.2) ? `https://cdn.example.com.ar/logos/${id}.png` : null,
      is_active: true,
      creation_date: c.creationDate,
      creation_user: c.creationUser,
    };
    this.b.push('suborganization', row);
    return row;
  }

  staff(suborganizationId: number, userId: number, date: string, user: string): void {
    this.b.push('suborganization_staff', {
      suborganization_id: suborganizationId,
      user_id: userId,
      creation_date: date,
      creation_user: user,
    });
  }

  /** A study's folder (userId null) or a user's, in one of the states the console shows. */
  directory(d: {
    suborganizationId: number;
    userId: number | null;
    name: string;
    state: FolderState;
    size: number;
    date: string;
    user: string;
  }): void {
    this.b.push('system_directory', {
      directory_id: ++this.ids.system_directory,
      suborganization_id: d.suborganizationId,
      user_id: d.userId,
      directory_name: d.name,
      status_code: d.state === 'DELETED' ? 'ACTIVE' : d.state,
      is_deleted: d.state === 'DELETED',
      size_bytes: d.size,
      creation_date: d.date,
      creation_user: d.user,
    });
  }

  recycleDocument(d: {
    suborganizationId: number;
    name: string;
    type: string;
    size: number;
    path: string;
    createdMs: number;
    creationUser: string;
    purgedMs: number;
    purgeUser: string;
  }): string {
    const id = this.objectId(d.createdMs);
    this.b.push('recycle_document', {
      document_id: id,
      suborganization_id: d.suborganizationId,
      document_name: d.name,
      document_type: d.type,
      size_bytes: d.size,
      absolute_path: d.path,
      creation_date: new Date(d.createdMs).toISOString(),
      creation_user: d.creationUser,
      purge_date: new Date(d.purgedMs).toISOString(),
      purge_action_user: d.purgeUser,
    });
    return id;
  }

  instance(i: {
    organizationId: number;
    suborganizationId: number;
    status: 'GRANTED' | 'REVOKED' | 'SUSPENDED';
    externalUsers: number;
    start: string;
    finish: string | null;
    user: string;
  }): ApplicationInstanceRow {
    const row: ApplicationInstanceRow = {
      application_instance_id: ++this.ids.application_instance,
      app_code: 'ME',
      organization_id: i.organizationId,
      base_suborganization_id: i.suborganizationId,
      org_app_access_status_code: i.status,
      base_application_instance: true,
      active_external_app_user_count: i.externalUsers,
      access_start_date: i.start,
      access_finish_date: i.finish,
      creation_date: i.start,
      creation_user: i.user,
    };
    this.b.push('application_instance', row);
    return row;
  }

  instanceModule(instanceId: number, moduleId: number, start: string, finish: string | null): void {
    this.b.push('application_instance_module', {
      application_instance_id: instanceId,
      app_module_id: moduleId,
      start_date: start,
      finish_date: finish,
    });
  }

  instanceParameter(instanceId: number, code: string, value: number, ref: string | null): void {
    this.b.push('application_instance_parameter', {
      application_instance_id: instanceId,
      app_parameter_code: code,
      parameter_num_value: value,
      product_parameter_ref_code: ref,
    });
  }

  access(a: {
    instanceId: number;
    userId: number;
    status: 'GRANTED' | 'REVOKED';
    start: string;
    finish: string | null;
  }): number {
    const id = ++this.ids.user_app_access;
    this.b.push('user_app_access', {
      user_app_access_id: id,
      application_instance_id: a.instanceId,
      user_id: a.userId,
      user_app_access_status_code: a.status,
      access_start_date: a.start,
      access_finish_date: a.finish,
      creation_date: a.start,
    });
    return id;
  }

  role(
    instanceId: number,
    userId: number,
    roleCode: string,
    suborganizationId: number,
    date: string,
    user: string,
  ) {
    this.b.push('user_app_role', {
      application_instance_id: instanceId,
      user_id: userId,
      app_role_code: roleCode,
      suborganization_id: suborganizationId,
      creation_date: date,
      creation_user: user,
    });
  }

  group(desc: string, date: string): SuborganizationGroupRow {
    const row = {
      suborganization_group_id: ++this.ids.suborganization_group,
      suborganization_group_desc: desc,
      creation_date: date,
    };
    this.b.push('suborganization_group', row);
    return row;
  }

  groupMember(groupId: number, suborganizationId: number): void {
    this.b.push('suborganization_group_member', {
      suborganization_group_id: groupId,
      suborganization_id: suborganizationId,
    });
  }

  notification(n: {
    title: string;
    text: string;
    start: string;
    finish: string | null;
    active: boolean;
    appCode: string;
    type: NotificationTypeCode;
    relatedId?: number;
    channels: readonly string[];
    conditions?: readonly { typeId: number; groupId: number }[];
    user: string;
  }): GlobalNotificationRow {
    const row: GlobalNotificationRow = {
      notification_id: ++this.ids.global_notification,
      notification_title: n.title,
      notification_text: n.text,
      validity_start_date: n.start,
      validity_finish_date: n.finish,
      is_active: n.active,
      app_code: n.appCode,
      notification_type_id: notificationTypeIds[n.type],
      related_notification_id: n.relatedId ?? null,
      creation_date: n.start,
      creation_user: n.user,
    };
    this.b.push('global_notification', row);
    for (const code of n.channels) {
      this.b.push('global_notification_channel', {
        notification_id: row.notification_id,
        communication_channel_code: code,
      });
    }
    for (const c of n.conditions ?? []) {
      this.b.push('global_notification_condition', {
        notification_id: row.notification_id,
        notification_condition_type_id: c.typeId,
        suborganization_group_id: c.groupId,
        creation_date: n.start,
      });
    }
    return row;
  }

  version(v: {
    platform: string;
    code: string;
    desc: string;
    released: string;
    deprecated: string | null;
  }): void {
    this.b.push('app_version', {
      app_version_id: ++this.ids.app_version,
      app_code: 'ME',
      app_platform_code: v.platform,
      app_version_code: v.code,
      app_version_desc: v.desc,
      release_date: v.released,
      deprecation_date: v.deprecated,
      creation_user: 'admin@proveedor.com.ar',
    });
  }

  fileExtension(e: {
    code: string;
    name: string;
    signatures: readonly string[];
    enabled: boolean;
    date: string;
  }) {
    this.b.push('file_extension', {
      file_extension_id: ++this.ids.file_extension,
      extension_name: e.name,
      extension_char_code: e.code,
      encoded_icon_image: null,
      signatures: e.signatures,
      is_enabled: e.enabled,
      creation_date: e.date,
      creation_user: 'admin@proveedor.com.ar',
    });
  }

  session(s: {
    loginAccountId: number;
    device: string | null;
    agent: readonly [string, string, string] | null;
    place: readonly [string, string, string];
    ip: string;
    createdMs: number;
    lastMs: number;
    revokedMs: number | null;
  }): string {
    const uuid = this.rng.uuid();
    this.b.push('device_session', {
      uuid_device_session: uuid,
      login_account_id: s.loginAccountId,
      device_model: s.device,
      agent_name: s.agent?.[0] ?? null,
      agent_version: s.agent?.[1] ?? null,
      agent_language: s.agent?.[2] ?? null,
      city: s.place[0],
      region: s.place[1],
      country: s.place[2],
      ip: s.ip,
      creation_date: new Date(s.createdMs).toISOString(),
      last_activity_date: new Date(s.lastMs).toISOString(),
      revoked_date: s.revokedMs === null ? null : new Date(s.revokedMs).toISOString(),
    });
    return uuid;
  }

  declaration(d: {
    firm: SuborganizationRow;
    customer: SuborganizationRow;
    desc: string;
    editor: string;
    year: number;
    dueMs: number;
    status: string;
    locked: boolean;
    modifiedMs: number;
  }): string {
    const id = this.objectId(d.modifiedMs);
    this.b.push('legal_declaration', {
      personal_legal_declaration_id: id,
      firm_suborganization_id: d.firm.suborganization_id,
      customer_suborganization_id: d.customer.suborganization_id,
      organization_id: d.firm.organization_id,
      personal_legal_declaration_desc: d.desc,
      edition_user_id: d.editor,
      period_year: d.year,
      maturity_due_date: new Date(d.dueMs).toISOString(),
      declaration_status_desc: d.status,
      is_locked: d.locked,
      modification_date: new Date(d.modifiedMs).toISOString(),
    });
    return id;
  }

  /** A subscription whose status is the last entry of its history (oldest first). */
  commSubscription(
    cuit: string,
    history: readonly { status: string; date: string; operator: string }[],
  ): CommSubscriptionRow {
    const last = history[history.length - 1]!;
    const row: CommSubscriptionRow = {
      communication_subscription_ve_id: ++this.ids.comm_subscription,
      cuit_destinatario: cuit,
      subscription_status_code: last.status,
      last_status_change_date: last.date,
      event_action_user: last.operator,
      creation_date: history[0]!.date,
    };
    this.b.push('comm_subscription', row);
    for (const h of history) {
      this.b.push('comm_subscription_history', {
        comm_subscription_history_id: ++this.ids.comm_subscription_history,
        communication_subscription_ve_id: row.communication_subscription_ve_id,
        subscription_status_code: h.status,
        status_date: h.date,
        operator: h.operator,
      });
    }
    return row;
  }

  commCustomer(
    subscriptionId: number,
    customerId: number,
    enabled: boolean,
    date: string,
    user: string,
  ): void {
    this.b.push('comm_subscription_customer', {
      communication_subscription_ve_id: subscriptionId,
      customer_suborganization_id: customerId,
      is_service_enabled: enabled,
      creation_date: date,
      creation_user: user,
    });
  }
}
