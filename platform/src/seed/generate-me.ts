// Generated ME-area rows for each generated organization: its studies' folders, staff,
// customers, declarations, e-Ventanilla subscriptions and recycle bin, its ME instance, and
// the device sessions of its new accounts. Counts are per study or per account, so every
// seed size gets them in proportion. Draws from its own generator (see builder-me.ts).
import type { MeSeedBuilder } from './builder-me';
import {
  appModuleIds,
  appParameters,
  type AccountStatusCode,
  type OrganizationUserTypeCode,
  type UserStatusCode,
} from './catalog-ids';
import {
  customerNouns,
  declarationKinds,
  declarationStatuses,
  documentKinds,
  months,
  sessionPlaces,
  sessionProfiles,
  subscriptionPaths,
} from './catalog-me';
import { addDays, instantBetween, iso, seedToday } from './dates';
import { avatarColors, firstNames, lastNames, legalForms, places } from './names';
import type { Rng } from './prng';
import type { LoginAccountRow, OrganizationRow, OrganizationUserRow, SuborganizationRow } from './rows';

export interface MemberRef {
  account: LoginAccountRow;
  user: OrganizationUserRow;
  status: UserStatusCode;
  type: OrganizationUserTypeCode;
}

const creators = ['admin@proveedor.com.ar', 'soporte@proveedor.com.ar', 'sistema'] as const;
const day = 86_400_000;
const farFuture = '2099-12-31T00:00:00.000Z';
const studyGroupCount = 4;

/** A count drawn around `average` (30% to 170% of it). */
function around(rng: Rng, average: number): number {
  return Math.max(0, Math.round(average * (0.3 + 1.4 * rng.next())));
}

export class MeGenerator {
  private readonly rng: Rng;
  /** Recent customers another firm may also serve (the "one CUIT, several firms" case). */
  private recentCustomers: {
    cuit: string;
    name: string;
    person: boolean;
    firmId: number;
    subscriptionId: number | null;
  }[] = [];

  constructor(private readonly me: MeSeedBuilder) {
    this.rng = me.rng;
  }

  private date(from: number, to: number): number {
    return instantBetween(this.rng.next, from, to);
  }

  organization(
    organization: OrganizationRow,
    studies: SuborganizationRow[],
    members: MemberRef[],
    createdMs: number,
  ): void {
    const { rng } = this;
    const working = members.filter((m) => m.status === 'ACTIVE' && m.type !== 'DERIV-USER');
    const staffByStudy = studies.map((study, index) => this.study(study, index, working, members, createdMs));
    if (studies.length > 0 && rng.chance(0.55))
      this.instance(organization, studies[0]!, staffByStudy[0]!, createdMs);
  }

  private study(
    study: SuborganizationRow,
    index: number,
    working: MemberRef[],
    members: MemberRef[],
    createdMs: number,
  ) {
    const { me, rng } = this;
    const since = Math.max(createdMs, Date.parse(study.creation_date));
    const creator = rng.pick(creators);
    const baseState = rng.weighted({ ACTIVE: 70, DELETED: 8, INACTIVE: 4, PENDING: 3, NONE: 15 });
    if (baseState !== 'NONE') {
      me.directory({
        suborganizationId: study.suborganization_id,
        userId: null,
        name: study.suborganization_name,
        state: baseState,
        size: rng.int(1_000_000, 50_000_000_000),
        date: iso(this.date(since, seedToday)),
        user: creator,
      });
    }
    // Mostly active users; now and then one in another status, to show its icon.
    const staff = [
      ...working.filter(() => rng.chance(index === 0 ? 0.85 : 0.3)),
      ...members.filter((m) => m.status !== 'ACTIVE' && m.status !== 'DELETED' && rng.chance(0.1)),
    ];
    for (const member of staff) {
      const joined = iso(this.date(since, seedToday));
      me.staff(study.suborganization_id, member.user.user_id, joined, creator);
      const state = rng.weighted({ ACTIVE: 70, DELETED: 10, INACTIVE: 5, PENDING: 3, NONE: 12 });
      if (state !== 'NONE') {
        me.directory({
          suborganizationId: study.suborganization_id,
          userId: member.user.user_id,
          name: `${member.account.first_name} ${member.account.last_name}`,
          state,
          size: state === 'ACTIVE' ? rng.int(0, 2_000_000_000) : 0,
          date: joined,
          user: creator,
        });
      }
    }
    const customers: SuborganizationRow[] = [];
    for (let i = around(rng, 3); i > 0; i--) customers.push(this.customer(study, since, staff));
    this.recycleBin(study, since, customers, staff);
    if (rng.chance(0.03)) me.groupMember(rng.int(1, studyGroupCount), study.suborganization_id);
    return staff;
  }

  private customer(firm: SuborganizationRow, since: number, staff: MemberRef[]): SuborganizationRow {
    const { me, rng } = this;
    const shared = this.recentCustomers.filter((c) => c.firmId !== firm.suborganization_id);
    const reuse = shared.length > 0 && rng.chance(0.06) ? rng.pick(shared) : undefined;
    const person = reuse?.person ?? rng.chance(0.6);
    const name =
      reuse?.name ??
      (person
        ? `${rng.pick(firstNames)} ${rng.pick(lastNames)}`
        : `${rng.pick(customerNouns)} ${rng.chance(0.5) ? rng.pick(lastNames) : rng.pick(places)} ${rng.pick(legalForms)}`);
    const created = this.date(since, seedToday);
    const customer = me.customer(firm, {
      name,
      legalName: name,
      person,
      cuit: reuse?.cuit,
      color: rng.pick(avatarColors),
      creationDate: iso(created),
      creationUser: staff[0]?.account.email ?? 'sistema',
    });
    const cuit = customer.suborganization_cuit;
    let subscriptionId = reuse?.subscriptionId ?? null;
    if (subscriptionId === null && !reuse && rng.chance(0.3))
      subscriptionId = this.subscription(cuit, created);
    if (subscriptionId !== null) {
      me.commCustomer(
        subscriptionId,
        customer.suborganization_id,
        rng.chance(reuse ? 0.5 : 0.85),
        iso(created),
        'sistema',
      );
    }
    if (!reuse) {
      this.recentCustomers = [
        ...this.recentCustomers.slice(-99),
        { cuit, name, person, firmId: firm.suborganization_id, subscriptionId },
      ];
    }
    for (let k = rng.int(0, 2); k > 0; k--) {
      const year = rng.int(2023, 2025);
      const modified = this.date(created, seedToday);
      me.declaration({
        firm,
        customer,
        desc: `${rng.pick(declarationKinds)} ${year}`,
        editor: staff.length > 0 ? rng.pick(staff).account.email : 'sistema',
        year,
        dueMs: Date.UTC(year + 1, rng.int(3, 6), rng.int(10, 20), 12),
        status: rng.pick(declarationStatuses),
        locked: rng.chance(0.6),
        modifiedMs: modified,
      });
    }
    return customer;
  }

  private subscription(cuit: string, created: number): number {
    const { me, rng } = this;
    const status = rng.weighted({
      'DELEGATION-MISSING': 12,
      'WAITING-DELEGATION': 12,
      'DELEGATION-ACCEPTED': 10,
      'ACTIVE-LOAD-SUCCESS': 40,
      'ACTIVE-LOAD-FAIL': 8,
      'ACTIVE-LOAD-FAIL-NO-AUTH': 6,
      DISABLED: 7,
      'DELEGATION-CANCEL-IN-PROGRESS': 5,
    });
    const path = subscriptionPaths[status]!;
    let at = Math.max(created, addDays(seedToday, -200));
    const history = path.map((s) => {
      at = this.date(at, Math.min(at + 20 * day, seedToday));
      return { status: s, date: iso(at), operator: rng.chance(0.7) ? 'sistema' : rng.pick(creators) };
    });
    return me.commSubscription(cuit, history).communication_subscription_ve_id;
  }

  private recycleBin(
    study: SuborganizationRow,
    since: number,
    customers: SuborganizationRow[],
    staff: MemberRef[],
  ) {
    const { me, rng } = this;
    const users = staff.length > 0 ? staff.map((m) => m.account.email) : ['sistema'];
    for (let i = around(rng, 4); i > 0; i--) {
      const kind = rng.pick(documentKinds);
      const created = this.date(Math.max(since, addDays(seedToday, -720)), addDays(seedToday, -1));
      const when = new Date(created);
      const name = `${kind.name
        .replace('{year}', String(when.getUTCFullYear()))
        .replace('{month}', months[when.getUTCMonth()]!)
        .replace('{mm}', String(when.getUTCMonth() + 1).padStart(2, '0'))
        .replace('{n}', String(rng.int(1, 99_999)).padStart(5, '0'))}.${kind.type}`;
      const owner =
        customers.length > 0 && rng.chance(0.8) ? `Clientes/${rng.pick(customers).suborganization_name}` : '';
      me.recycleDocument({
        suborganizationId: study.suborganization_id,
        name,
        type: kind.type,
        size: rng.int(8_192, 25_000_000),
        path: `/${study.suborganization_name}/${owner ? `${owner}/` : ''}${kind.folder}/${name}`,
        createdMs: created,
        creationUser: rng.pick(users),
        purgedMs: this.date(Math.max(created, addDays(seedToday, -180)), seedToday),
        purgeUser: rng.pick(users),
      });
    }
  }

  private instance(
    organization: OrganizationRow,
    base: SuborganizationRow,
    staff: MemberRef[],
    createdMs: number,
  ) {
    const { me, rng } = this;
    const startMs = this.date(Math.max(createdMs, Date.parse(base.creation_date)), addDays(seedToday, -30));
    const start = iso(startMs);
    const finish = rng.chance(0.7)
      ? farFuture
      : iso(this.date(addDays(seedToday, -60), addDays(seedToday, 720)));
    const instance = me.instance({
      organizationId: organization.organization_id,
      suborganizationId: base.suborganization_id,
      status: rng.weighted({ GRANTED: 85, REVOKED: 8, SUSPENDED: 7 }),
      externalUsers: rng.int(0, 40),
      start,
      finish,
      user: rng.pick(creators),
    });
    const id = instance.application_instance_id;
    for (const [code, moduleId] of Object.entries(appModuleIds)) {
      const always = code === 'OrgFirmMgmnt' || code === 'FirmCustomer' || code === 'Storage';
      if (!always && !rng.chance(0.4)) continue;
      const ended = !always && rng.chance(0.3);
      me.instanceModule(id, moduleId, start, ended ? iso(this.date(startMs, seedToday)) : null);
    }
    for (const p of appParameters) {
      const value = p.value === 0 ? rng.pick([0, 0, 10, 25]) : p.value * rng.pick([1, 1, 2, 3]);
      me.instanceParameter(id, p.code, value, p.ref);
    }
    for (const member of staff) {
      const role = member.type === 'ORG-ADMIN' ? 'ME.FirmAdmin' : 'ME.FirmStaff';
      // Some users hold a role without access, or neither: the "not associated" table.
      if (rng.chance(0.9)) {
        const granted = member.status === 'ACTIVE' && rng.chance(0.8);
        me.access({
          instanceId: id,
          userId: member.user.user_id,
          status: granted ? 'GRANTED' : 'REVOKED',
          start,
          finish: granted ? finish : iso(addDays(this.date(startMs, seedToday), 0)),
        });
      }
      if (rng.chance(0.95))
        me.role(id, member.user.user_id, role, base.suborganization_id, start, instance.creation_user);
    }
  }

  /** Open and revoked device sessions of a new account (none for accounts never validated). */
  sessions(account: LoginAccountRow, status: AccountStatusCode): void {
    const { me, rng } = this;
    if (status === 'WAITING_VALIDATION' || !rng.chance(0.25)) return;
    for (let i = rng.int(1, 3); i > 0; i--) {
      const profile = rng.pick(sessionProfiles);
      const created = this.date(
        Math.max(Date.parse(account.creation_date), addDays(seedToday, -90)),
        seedToday,
      );
      const last = this.date(created, seedToday);
      const revoked = status !== 'ACTIVE' || rng.chance(0.2);
      me.session({
        loginAccountId: account.login_account_id,
        device: profile.device,
        agent: profile.agent,
        place: rng.pick(sessionPlaces),
        ip: `${rng.pick([181, 186, 190, 200, 201])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        createdMs: created,
        lastMs: last,
        revokedMs: revoked ? this.date(last, seedToday + 3_600_000) : null,
      });
    }
  }
}
