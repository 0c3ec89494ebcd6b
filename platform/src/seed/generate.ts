// Deterministic data set: the same size always yields the same rows, chunk by chunk.
import { SeedBuilder } from './builder';
import { MeSeedBuilder } from './builder-me';
import type { AccountStatusCode, OrganizationUserTypeCode, UserStatusCode } from './catalog-ids';
import { addDays, instantBetween, iso, seedEpoch, seedToday } from './dates';
import { addDemoFixtures } from './fixtures';
import { addMeFixtures } from './fixtures-me';
import { MeGenerator } from './generate-me';
import {
  avatarColors,
  emailDomains,
  emailSafe,
  firmNouns,
  firstNames,
  lastNames,
  legalForms,
  places,
} from './names';
import { createRng, type Rng } from './prng';
import { productScopes, products, productTypes } from './products-catalog';
import {
  emptyChunk,
  type LoginAccountRow,
  type OrganizationRow,
  type OrganizationUserRow,
  type SeedChunk,
  type SuborganizationRow,
} from './rows';
import { seedSizes, type SeedSize, type SeedSizeConfig } from './sizes';

const creationUsers = ['admin@proveedor.com.ar', 'soporte@proveedor.com.ar', 'sistema'] as const;
const firstGeneratedSubscriberNumber = 100_010;
const fixtureCounts = { organizations: 5, loginAccounts: 12, subscribers: 5 };
/** Share of an organization's members (after the first) who reuse another organization's
 * account instead of getting a new one. */
const accountReuse = 0.05;

const linkStatusByAccountStatus: Record<AccountStatusCode, Partial<Record<UserStatusCode, number>>> = {
  ACTIVE: { ACTIVE: 70, INACTIVE: 8, BLOCKED: 5, DELETED: 10, SUSPENDED: 7 },
  WAITING_VALIDATION: { WAITING_VALIDATION: 1 },
  BLOCKED: { BLOCKED: 1 },
  INACTIVE: { INACTIVE: 60, DELETED: 40 },
};

interface Member {
  account: LoginAccountRow;
  user: OrganizationUserRow;
  status: UserStatusCode;
  type: OrganizationUserTypeCode;
}

/** A count drawn around `average` (from 30% to 170% of it), at least `min`. */
function around(rng: Rng, average: number, min: number): number {
  return Math.max(min, Math.round(average * (0.3 + 1.4 * rng.next())));
}

class SeedGenerator {
  private nextSubscriberNumber = firstGeneratedSubscriberNumber;
  /** ACTIVE accounts recently created, some of which also join a later organization. */
  private recentActive: LoginAccountRow[] = [];
  private readonly averageAccounts: number;
  private readonly averageSubscribers: number;
  readonly unorganizedSubscribers: number;

  constructor(
    private readonly b: SeedBuilder,
    private readonly rng: Rng,
    readonly config: SeedSizeConfig,
    readonly generatedOrganizations: number,
    private readonly me: MeGenerator,
  ) {
    const generatedSubscribers = config.subscribers - fixtureCounts.subscribers;
    this.unorganizedSubscribers = Math.round(generatedSubscribers * 0.1);
    // Members are drawn so that, after reuse, the new accounts add up to the size's total.
    const perOrganization = (config.loginAccounts - fixtureCounts.loginAccounts) / generatedOrganizations;
    this.averageAccounts = (perOrganization - accountReuse) / (1 - accountReuse);
    this.averageSubscribers = (generatedSubscribers - this.unorganizedSubscribers) / generatedOrganizations;
  }

  private date(from: number, to: number): number {
    return instantBetween(this.rng.next, from, to);
  }

  private firmName(): string {
    const noun = this.rng.pick(firmNouns);
    return this.rng.chance(0.5) ? `${noun} ${this.rng.pick(lastNames)}` : `${noun} ${this.rng.pick(places)}`;
  }

  organization(): void {
    const { b, rng } = this;
    const name = this.firmName();
    const created = this.date(seedEpoch, addDays(seedToday, -180));
    const organization = b.organization({
      name,
      legalName: `${name} ${rng.pick(legalForms)}`,
      type: rng.weighted({ 'TESTING-ORG': 80, 'CUSTOMER-ORG': 20 }),
      maxAccessCount: rng.chance(0.4) ? null : rng.pick([5, 10, 20, 50]),
      isActive: rng.chance(0.9),
      creationDate: iso(created),
      creationUser: rng.pick(creationUsers),
    });
    const studies: SuborganizationRow[] = [];
    for (let i = rng.int(0, 2); i > 0; i--) {
      const study = `Estudio ${rng.pick(lastNames)}`;
      studies.push(
        b.study(organization.organization_id, {
          name: study,
          legalName: `${study} ${rng.pick(legalForms)}`,
          color: rng.pick(avatarColors),
          creationDate: iso(this.date(created, seedToday)),
          creationUser: rng.pick(creationUsers),
        }),
      );
    }
    const members = this.members(organization, created);
    for (let i = around(rng, this.averageSubscribers, 0); i > 0; i--) {
      this.subscriber(organization, members, created, i === 1);
    }
    this.me.organization(organization, studies, members, created);
  }

  private members(organization: OrganizationRow, created: number): Member[] {
    const { b, rng } = this;
    const members: Member[] = [];
    const count = around(rng, this.averageAccounts, 1);
    for (let k = 0; k < count; k++) {
      // An account has at most one user per organization.
      const reusable = this.recentActive.filter((a) => !members.some((m) => m.account === a));
      const reuse = k > 0 && reusable.length > 0 && rng.chance(accountReuse);
      let account: LoginAccountRow;
      let accountStatus: AccountStatusCode;
      if (reuse) {
        account = rng.pick(reusable);
        accountStatus = 'ACTIVE';
      } else {
        const firstName = rng.pick(firstNames);
        const lastName = rng.pick(lastNames);
        accountStatus = rng.weighted({ ACTIVE: 65, WAITING_VALIDATION: 20, BLOCKED: 8, INACTIVE: 7 });
        account = b.account({
          email: `${emailSafe(firstName)}.${emailSafe(lastName)}{id}@${rng.pick(emailDomains)}`,
          firstName,
          lastName,
          phone: rng.chance(0.6) ? `11${rng.int(10_000_000, 99_999_999)}` : null,
          status: accountStatus,
          creationDate: iso(this.date(created, seedToday)),
          creationUser: rng.pick(creationUsers),
        });
        if (accountStatus === 'ACTIVE') this.recentActive = [...this.recentActive.slice(-49), account];
        this.me.sessions(account, accountStatus);
      }
      const status = rng.weighted(linkStatusByAccountStatus[accountStatus]);
      const type: OrganizationUserTypeCode =
        k === 0 ? 'ORG-ADMIN' : rng.weighted({ 'ORG-STAFF': 75, 'DERIV-USER': 10, 'ORG-ADMIN': 15 });
      const commercial = k === 0 ? 'SUBSCRIBER' : rng.weighted({ REGISTER: 70, SUBSCRIBER: 20, NONE: 10 });
      const user = b.link({
        account,
        organizationId: organization.organization_id,
        type,
        commercialType: commercial === 'NONE' ? null : commercial,
        status,
        legacyUserRefId: rng.chance(0.3) ? `U${rng.int(100_000, 999_999)}` : null,
        startDate: account.creation_date,
        creationUser: rng.pick(creationUsers),
      });
      members.push({ account, user, status, type });
    }
    return members;
  }

  private subscriber(
    organization: OrganizationRow | null,
    members: Member[],
    created: number,
    main: boolean,
  ): void {
    const { b, rng } = this;
    const refId = String(this.nextSubscriberNumber);
    this.nextSubscriberNumber += rng.int(1, 4);
    const name = organization
      ? main
        ? organization.organization_legal_name
        : `${organization.organization_legal_name} - Sucursal ${rng.pick(places)}`
      : `${this.firmName()} ${rng.pick(legalForms)}`;
    const maxUserCount = rng.chance(0.2) ? null : rng.pick([1, 2, 3, 5, 10, 20]);
    const subscriberCreated = this.date(created, addDays(seedToday, -30));
    const subscriber = b.subscriber({
      refId,
      name,
      status: rng.weighted({ ACTIVE: 80, SUSPENDED: 10, INACTIVE: 10 }),
      maxUserCount,
      organizationId: organization?.organization_id ?? null,
      creationDate: iso(subscriberCreated),
      creationUser: rng.pick(creationUsers),
    });

    let counted = 0;
    for (const [index, member] of members.entries()) {
      if (member.status === 'DELETED' || !rng.chance(index === 0 ? 0.9 : 0.6)) continue;
      const countsAsActive = member.status === 'ACTIVE' || member.status === 'WAITING_VALIDATION';
      if (countsAsActive && maxUserCount !== null && counted >= maxUserCount) continue;
      if (countsAsActive) counted++;
      const assigned = this.date(subscriberCreated, seedToday);
      b.assign(subscriber, member.user, iso(assigned), rng.pick(creationUsers));
      if (member.status === 'WAITING_VALIDATION' && organization) {
        this.invites(member, organization, refId, assigned);
      }
    }

    const productIds = products
      .map((p) => p.product_id)
      .filter(() => rng.chance(0.3))
      .slice(0, 4);
    for (const productId of productIds) {
      const isActive = rng.chance(0.7);
      const start = this.date(subscriberCreated, addDays(seedToday, -10));
      const finish = isActive
        ? rng.chance(0.5)
          ? null
          : addDays(seedToday, rng.int(30, 720))
        : this.date(start, seedToday);
      b.subscription({
        subscriberId: subscriber.subscriber_id,
        productId,
        executive: rng.chance(0.7) ? `EJ-${String(rng.int(1, 40)).padStart(4, '0')}` : null,
        isActive,
        start: iso(start),
        finish: finish === null ? null : iso(finish),
      });
    }
  }

  /** The active registration invite of a waiting user, sometimes after a cancelled one. */
  private invites(
    member: Member,
    organization: OrganizationRow,
    subscriberRefId: string,
    assigned: number,
  ): void {
    if (this.b.rows.invite.some((i) => i.user_id === member.user.user_id)) return;
    const type = member.type === 'ORG-ADMIN' ? 'SUBSCRIBER-USER-REGISTRATION' : 'ORG-STAFF-USER-REGISTRATION';
    const common = {
      type,
      account: member.account,
      user: member.user,
      organization,
      subscriberRefId,
    } as const;
    if (this.rng.chance(0.3)) {
      const cancelled = iso(addDays(assigned, 2));
      this.b.invite({ ...common, status: 'CANCELLED', date: iso(assigned), modificationDate: cancelled });
      this.b.invite({ ...common, status: 'ACTIVE', date: cancelled, modificationDate: null });
    } else {
      this.b.invite({ ...common, status: 'ACTIVE', date: iso(assigned), modificationDate: null });
    }
  }

  unorganizedSubscriber(): void {
    this.subscriber(null, [], seedEpoch, false);
  }
}

function isEmpty(chunk: SeedChunk): boolean {
  return Object.values(chunk).every((rows: unknown[]) => rows.length === 0);
}

/** Yields the product catalogue, then the fixtures and generated rows in chunks. A config
 * instead of a size name generates any scale (tests use a tiny one shaped like bench). */
export function* generateSeed(size: SeedSize | SeedSizeConfig): Generator<SeedChunk> {
  const config: SeedSizeConfig = typeof size === 'string' ? seedSizes[size] : size;
  const rng = createRng(config.seed);
  const b = new SeedBuilder(rng);
  yield { ...emptyChunk(), product_type: productTypes, product: products, product_scope: productScopes };

  addDemoFixtures(b);
  // The ME-area rows draw from a generator of their own, so adding them left the first
  // slice's generated rows as they were.
  const me = new MeSeedBuilder(b, createRng(`${config.seed}/me`));
  addMeFixtures(b, me);
  const generated = config.organizations - fixtureCounts.organizations;
  const gen = new SeedGenerator(b, rng, config, generated, new MeGenerator(me));
  for (let i = 1; i <= generated; i++) {
    gen.organization();
    if (i % config.organizationsPerChunk === 0) yield b.take();
  }
  for (let i = 0; i < gen.unorganizedSubscribers; i++) gen.unorganizedSubscriber();
  const rest = b.take();
  if (!isEmpty(rest)) yield rest;
}
