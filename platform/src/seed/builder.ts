// Appends rows to the current seed chunk, allocating ids in order so a row can reference
// rows of earlier chunks by id. Fixtures and generated data both go through it.
import { makeCuit } from './cuit';
import {
  accountStatusIds,
  commercialUserTypeIds,
  inviteStatusIds,
  inviteTypeIds,
  organizationTypeIds,
  organizationUserTypeIds,
  subscriberStatusIds,
  suborganizationTypeIds,
  userStatusIds,
  type AccountStatusCode,
  type CommercialUserTypeCode,
  type InviteStatusCode,
  type InviteTypeCode,
  type OrganizationTypeCode,
  type OrganizationUserTypeCode,
  type SubscriberStatusCode,
  type UserStatusCode,
} from './catalog-ids';
import type { Rng } from './prng';
import {
  emptyChunk,
  type LoginAccountRow,
  type OrganizationRow,
  type OrganizationUserRow,
  type SeedChunk,
  type SeedTable,
  type SubscriberRow,
  type SuborganizationRow,
} from './rows';

/** Unique by construction: each id owns ten consecutive numbers, one of which has a valid
 * check digit for this prefix (at most one of ten does not). */
export function cuitFor(prefix: number, base: number, id: number, rng: Rng): string {
  const start = rng.int(0, 9);
  for (let k = 0; k < 10; k++) {
    const cuit = makeCuit(prefix, base + id * 10 + ((start + k) % 10));
    if (cuit) return cuit;
  }
  throw new Error(`no valid CUIT for ${prefix}/${id}`);
}

const identityStatusOf: Record<AccountStatusCode, { status: string; enabled: boolean }> = {
  ACTIVE: { status: 'CONFIRMED', enabled: true },
  WAITING_VALIDATION: { status: 'FORCE_CHANGE_PASSWORD', enabled: true },
  BLOCKED: { status: 'CONFIRMED', enabled: false },
  INACTIVE: { status: 'CONFIRMED', enabled: false },
};

export class SeedBuilder {
  private chunk: SeedChunk = emptyChunk();
  private readonly ids = {
    organization: 0,
    suborganization: 0,
    login_account: 0,
    organization_user: 0,
    subscriber: 0,
    invite: 0,
    product_subscription: 0,
  };

  constructor(readonly rng: Rng) {}

  /** Hands over the rows added since the last call. */
  take(): SeedChunk {
    const chunk = this.chunk;
    this.chunk = emptyChunk();
    return chunk;
  }

  get rows(): Readonly<SeedChunk> {
    return this.chunk;
  }

  /** Appends a row built elsewhere (the ME-area builder) to the current chunk. */
  push<T extends SeedTable>(table: T, row: SeedChunk[T][number]): void {
    (this.chunk[table] as SeedChunk[T][number][]).push(row);
  }

  /** Allocates the next suborganization id (studies and firm customers share the sequence). */
  nextSuborganizationId(): number {
    return ++this.ids.suborganization;
  }

  organization(o: {
    /** Fixed CUIT for a fixture; generated CUITs never reach the 7xxxxxxx range. */
    cuit?: string;
    name: string;
    legalName: string;
    type: OrganizationTypeCode;
    maxAccessCount: number | null;
    isActive: boolean;
    creationDate: string;
    creationUser: string;
  }): OrganizationRow {
    const id = ++this.ids.organization;
    const row: OrganizationRow = {
      organization_id: id,
      organization_name: o.name,
      organization_legal_name: o.legalName,
      organization_cuit: o.cuit ?? cuitFor(30, 50_000_000, id, this.rng),
      organization_type_id: organizationTypeIds[o.type],
      organization_max_access_count: o.maxAccessCount,
      is_active: o.isActive,
      creation_date: o.creationDate,
      creation_user: o.creationUser,
    };
    this.chunk.organization.push(row);
    return row;
  }

  study(
    organizationId: number,
    o: { name: string; legalName: string; color: string; creationDate: string; creationUser: string },
  ): SuborganizationRow {
    const id = ++this.ids.suborganization;
    const row: SuborganizationRow = {
      suborganization_id: id,
      organization_id: organizationId,
      suborganization_type_id: suborganizationTypeIds['ORG-FIRM'],
      suborganization_name: o.name,
      suborganization_legal_name: o.legalName,
      suborganization_cuit: cuitFor(this.rng.chance(0.5) ? 20 : 27, 10_000_000, id, this.rng),
      avatar_color: o.color,
      firm_suborganization_id: null,
      base_picture_url: null,
      logo_picture_url: null,
      is_active: true,
      creation_date: o.creationDate,
      creation_user: o.creationUser,
    };
    this.chunk.suborganization.push(row);
    return row;
  }

  /** A login account and its identity-provider user; `email` may hold `{id}`, replaced by
   * the account id so generated addresses are unique without remembering them all. */
  account(a: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    status: AccountStatusCode;
    creationDate: string;
    creationUser: string;
  }): LoginAccountRow {
    const id = ++this.ids.login_account;
    const email = a.email.replace('{id}', String(id)).toLowerCase();
    const externalId = this.rng.uuid();
    const row: LoginAccountRow = {
      login_account_id: id,
      account_external_ref_id: externalId,
      email,
      first_name: a.firstName,
      last_name: a.lastName,
      phone_number: a.phone,
      phone_number_type_code: a.phone ? 'MOBILE' : null,
      account_status_id: accountStatusIds[a.status],
      status_creation_date: a.creationDate,
      status_creation_user: a.creationUser,
      creation_date: a.creationDate,
    };
    this.chunk.login_account.push(row);
    const identity = identityStatusOf[a.status];
    this.chunk.identity_user.push({
      id_cognito: externalId,
      username: email,
      enabled: identity.enabled,
      user_status: identity.status,
      email,
      email_verified: a.status !== 'WAITING_VALIDATION',
      creation_date: a.creationDate,
      modification_date: a.creationDate,
    });
    return row;
  }

  link(l: {
    account: LoginAccountRow;
    organizationId: number;
    type: OrganizationUserTypeCode;
    commercialType: CommercialUserTypeCode | null;
    status: UserStatusCode;
    legacyUserRefId: string | null;
    startDate: string;
    creationUser: string;
  }): OrganizationUserRow {
    const row: OrganizationUserRow = {
      user_id: ++this.ids.organization_user,
      login_account_id: l.account.login_account_id,
      organization_id: l.organizationId,
      organization_user_type_id: organizationUserTypeIds[l.type],
      organization_commercial_user_type_id: l.commercialType ? commercialUserTypeIds[l.commercialType] : null,
      user_status_id: userStatusIds[l.status],
      legacy_user_ref_id: l.legacyUserRefId,
      start_date: l.startDate,
      creation_date: l.startDate,
      creation_user: l.creationUser,
    };
    this.chunk.organization_user.push(row);
    return row;
  }

  subscriber(s: {
    refId: string;
    name: string;
    status: SubscriberStatusCode;
    maxUserCount: number | null;
    organizationId: number | null;
    creationDate: string;
    creationUser: string;
  }): SubscriberRow {
    const row: SubscriberRow = {
      subscriber_id: ++this.ids.subscriber,
      subscriber_ref_id: s.refId,
      subscriber_name: s.name,
      subscriber_status_id: subscriberStatusIds[s.status],
      subscriber_max_user_count: s.maxUserCount,
      organization_id: s.organizationId,
      creation_date: s.creationDate,
      creation_user: s.creationUser,
    };
    this.chunk.subscriber.push(row);
    return row;
  }

  assign(subscriber: SubscriberRow, user: OrganizationUserRow, creationDate: string, creationUser: string) {
    this.chunk.subscriber_user.push({
      subscriber_id: subscriber.subscriber_id,
      user_id: user.user_id,
      creation_date: creationDate,
      creation_user: creationUser,
    });
  }

  invite(i: {
    type: InviteTypeCode;
    status: InviteStatusCode;
    account: LoginAccountRow;
    user: OrganizationUserRow;
    organization: OrganizationRow;
    subscriberRefId: string;
    date: string;
    modificationDate: string | null;
  }) {
    this.chunk.invite.push({
      invite_id: ++this.ids.invite,
      invite_type_id: inviteTypeIds[i.type],
      invite_status_id: inviteStatusIds[i.status],
      destination_email: i.account.email,
      invite_date: i.date,
      user_id: i.user.user_id,
      first_name: i.account.first_name,
      last_name: i.account.last_name,
      organization_name: i.organization.organization_name,
      organization_cuit: i.organization.organization_cuit,
      subscriber_ref_id: i.subscriberRefId,
      creation_date: i.date,
      modification_date: i.modificationDate,
    });
  }

  subscription(s: {
    subscriberId: number;
    productId: number;
    executive: string | null;
    isActive: boolean;
    start: string;
    finish: string | null;
  }) {
    this.chunk.product_subscription.push({
      product_subscription_id: ++this.ids.product_subscription,
      subscriber_id: s.subscriberId,
      product_id: s.productId,
      account_executive_ref_id: s.executive,
      is_active: s.isActive,
      subscription_start_date: s.start,
      subscription_finish_date: s.finish,
    });
  }
}
