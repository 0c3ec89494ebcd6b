// Memorable rows for demos and tests, always present in a seeded database (ids come first,
// before the generated rows). Listed in platform/README.md.
import type { SeedBuilder } from './builder';
import { makeCuit } from './cuit';
import { iso } from './dates';

/** The first valid CUIT from `number` on, so a fixture CUIT is fixed and valid. */
function fixtureCuit(prefix: number, number: number): string {
  for (let n = number; ; n++) {
    const cuit = makeCuit(prefix, n);
    if (cuit) return cuit;
  }
}

export const demoFixtures = {
  mainOrganization: { name: 'Proveedor Principal', cuit: '30710000014' },
  demoOrganization: { name: 'Estudio Contable Demo', cuit: '30712345671' },
  otherOrganization: { name: 'Cliente Demo', cuit: '30711111111' },
  /** Has room: max 10 users, 3 counted as active. */
  subscriberWithRoom: '100001',
  /** At capacity: max 2 users, 2 active. */
  subscriberAtCapacity: '100002',
  /** No user limit (null). */
  subscriberWithoutLimit: '100003',
  /** Not linked to any organization. */
  subscriberWithoutOrganization: '100004',
  /** In the other organization. */
  subscriberOfOtherOrganization: '100005',
  /** Staff of the main organization (ORG-ADMIN and ORG-STAFF, both ACTIVE). */
  staffAdminEmail: 'admin@proveedor.com.ar',
  staffSupportEmail: 'soporte@proveedor.com.ar',
  /** ACTIVE account, ACTIVE ORG-ADMIN/SUBSCRIBER link in the demo organization, in 100001 and 100002. */
  activeEmail: 'activo@demo.com.ar',
  /** ACTIVE account, ACTIVE ORG-STAFF link in the demo organization, in 100001 and 100002. */
  collaboratorEmail: 'colaborador@demo.com.ar',
  /** WAITING_VALIDATION account with a WAITING_VALIDATION link in the demo organization, not assigned. */
  waitingEmail: 'espera@demo.com.ar',
  /** WAITING_VALIDATION account and link, assigned to 100001, with an ACTIVE ORG-STAFF invite. */
  invitedEmail: 'invitado@demo.com.ar',
  /** ACTIVE account whose link in the demo organization is DELETED (deactivated earlier). */
  deletedLinkEmail: 'baja@demo.com.ar',
  /** ACTIVE account and link in the other organization only, assigned to 100005. */
  otherOrganizationEmail: 'otra@demo.com.ar',
  /** Never seeded: adding it creates a new account. */
  unknownEmail: 'nuevo@demo.com.ar',

  // ME area (fixtures-me.ts). Ids are stable: these rows come before the generated ones.
  /** Study 1 of the demo organization: base of ME instance 1 (GRANTED), folder ACTIVE, nine
   * customers, locked declarations, a recycle bin. */
  demoStudy: { id: 1, name: 'Estudio Demo Centro' },
  demoInstanceId: 1,
  /** Study 2, of organization 3 (no ME instance, ACTIVE admin otra@): no system folder yet. */
  studyWithoutFolder: { id: 2, name: 'Estudio Cliente Demo' },
  /** Organization 4: its only admin is WAITING_VALIDATION, so its study's folder cannot be created. */
  organizationWithoutAdmin: {
    id: 4,
    name: 'Estudio Sin Administrador',
    cuit: fixtureCuit(30, 72_222_222),
    studyId: 3,
  },
  /** Organization 5: ME instance 2 SUSPENDED on study 4, which shares two customers with study 1. */
  northOrganization: {
    id: 5,
    name: 'Estudio Norte Asociados',
    cuit: fixtureCuit(30, 73_333_333),
    studyId: 4,
  },
  northInstanceId: 2,
  /** ACTIVE staff of study 1 with ME access and role but no user folder ('No existe'). */
  folderlessUserEmail: 'carpeta@demo.com.ar',
  /** ACTIVE staff of study 1 whose user folder is PENDING. */
  pendingFolderUserEmail: 'pendiente@demo.com.ar',
  noAdminEmail: 'sinadmin@demo.com.ar',
  northAdminEmail: 'norte@demo.com.ar',
  /** Client of studies 1 and 4, both enabled in its e-Ventanilla subscription: a status change
   * is refused ('El CUIT esta siendo utilizada por mas de un cliente'). */
  customerWithSeveralFirmsCuit: fixtureCuit(30, 71_500_001),
  /** Client of studies 1 and 4, enabled only in study 1: its status can change. */
  customerOfTwoFirmsCuit: fixtureCuit(30, 71_500_101),
  /** One e-Ventanilla subscription per status, customers of study 1. */
  eVentanillaCuitByStatus: {
    'DELEGATION-MISSING': fixtureCuit(20, 71_500_201),
    'DELEGATION-ACCEPTED': fixtureCuit(27, 71_500_301),
    'ACTIVE-LOAD-SUCCESS': fixtureCuit(30, 71_500_401),
    'ACTIVE-LOAD-FAIL': fixtureCuit(20, 71_500_501),
    'ACTIVE-LOAD-FAIL-NO-AUTH': fixtureCuit(30, 71_500_601),
    DISABLED: fixtureCuit(27, 71_500_701),
    'DELEGATION-CANCEL-IN-PROGRESS': fixtureCuit(30, 71_500_801),
  },
  /** A customer of study 1 without e-Ventanilla subscription. */
  customerWithoutSubscriptionCuit: fixtureCuit(20, 71_500_901),
  /** Published and deprecated versions (MOBILE-ANDROID). */
  activeVersion: { appCode: 'ME', appPlatformCode: 'MOBILE-ANDROID', appVersionCode: '2.5.1' },
  deprecatedVersion: { appCode: 'ME', appPlatformCode: 'MOBILE-ANDROID', appVersionCode: '2.4.0' },
  /** activo@ has four open sessions (Android, iOS, desktop, no device) and a revoked one. */
  sessionsEmail: 'activo@demo.com.ar',
  /** An active blocking MAINTENANCE notification with its linked SERVICE_SUSPENSION. */
  maintenanceTitle: 'Mantenimiento programado de la plataforma',
} as const;

const creationUser = 'seed';
const fixtureEpoch = Date.parse('2024-03-01T12:00:00Z');

export function addDemoFixtures(b: SeedBuilder): void {
  const f = demoFixtures;
  const at = (days: number) => iso(fixtureEpoch + days * 86_400_000);

  const main = b.organization({
    cuit: f.mainOrganization.cuit,
    name: f.mainOrganization.name,
    legalName: 'Proveedor Principal S.A.',
    type: 'MAIN-ORG',
    maxAccessCount: null,
    isActive: true,
    creationDate: at(0),
    creationUser,
  });
  const demo = b.organization({
    cuit: f.demoOrganization.cuit,
    name: f.demoOrganization.name,
    legalName: 'Estudio Contable Demo S.R.L.',
    type: 'TESTING-ORG',
    maxAccessCount: 20,
    isActive: true,
    creationDate: at(30),
    creationUser,
  });
  const other = b.organization({
    cuit: f.otherOrganization.cuit,
    name: f.otherOrganization.name,
    legalName: 'Cliente Demo S.A.',
    type: 'CUSTOMER-ORG',
    maxAccessCount: 5,
    isActive: true,
    creationDate: at(45),
    creationUser,
  });
  b.study(demo.organization_id, {
    name: 'Estudio Demo Centro',
    legalName: 'Estudio Demo Centro S.R.L.',
    color: '#1E88E5',
    creationDate: at(31),
    creationUser,
  });

  const person = (
    email: string,
    firstName: string,
    lastName: string,
    status: 'ACTIVE' | 'WAITING_VALIDATION',
    day: number,
  ) =>
    b.account({
      email,
      firstName,
      lastName,
      phone: '1155550000',
      status,
      creationDate: at(day),
      creationUser,
    });

  const admin = person(f.staffAdminEmail, 'Laura', 'Administradora', 'ACTIVE', 1);
  const support = person(f.staffSupportEmail, 'Sergio', 'Soporte', 'ACTIVE', 1);
  b.link({
    account: admin,
    organizationId: main.organization_id,
    type: 'ORG-ADMIN',
    commercialType: null,
    status: 'ACTIVE',
    legacyUserRefId: null,
    startDate: at(1),
    creationUser,
  });
  b.link({
    account: support,
    organizationId: main.organization_id,
    type: 'ORG-STAFF',
    commercialType: null,
    status: 'ACTIVE',
    legacyUserRefId: null,
    startDate: at(1),
    creationUser,
  });

  const active = person(f.activeEmail, 'Ana', 'Activa', 'ACTIVE', 31);
  const collaborator = person(f.collaboratorEmail, 'Carlos', 'Colaborador', 'ACTIVE', 32);
  const waiting = person(f.waitingEmail, 'Esteban', 'Espera', 'WAITING_VALIDATION', 33);
  const invited = person(f.invitedEmail, 'Inés', 'Invitada', 'WAITING_VALIDATION', 34);
  const deleted = person(f.deletedLinkEmail, 'Bruno', 'Baja', 'ACTIVE', 35);
  const outsider = person(f.otherOrganizationEmail, 'Olga', 'Otra', 'ACTIVE', 46);

  const inDemo = { organizationId: demo.organization_id, legacyUserRefId: null, creationUser };
  const activeUser = b.link({
    ...inDemo,
    account: active,
    type: 'ORG-ADMIN',
    commercialType: 'SUBSCRIBER',
    status: 'ACTIVE',
    startDate: at(31),
  });
  const collaboratorUser = b.link({
    ...inDemo,
    account: collaborator,
    type: 'ORG-STAFF',
    commercialType: 'REGISTER',
    status: 'ACTIVE',
    startDate: at(32),
  });
  b.link({
    ...inDemo,
    account: waiting,
    type: 'ORG-STAFF',
    commercialType: 'REGISTER',
    status: 'WAITING_VALIDATION',
    startDate: at(33),
  });
  const invitedUser = b.link({
    ...inDemo,
    account: invited,
    type: 'ORG-STAFF',
    commercialType: 'REGISTER',
    status: 'WAITING_VALIDATION',
    startDate: at(34),
  });
  b.link({
    ...inDemo,
    account: deleted,
    type: 'ORG-STAFF',
    commercialType: 'REGISTER',
    status: 'DELETED',
    startDate: at(35),
  });
  const outsiderUser = b.link({
    account: outsider,
    organizationId: other.organization_id,
    type: 'ORG-ADMIN',
    commercialType: 'SUBSCRIBER',
    status: 'ACTIVE',
    legacyUserRefId: null,
    startDate: at(46),
    creationUser,
  });

  const subscriber = (
    refId: string,
    name: string,
    maxUserCount: number | null,
    organizationId: number | null,
    day: number,
  ) =>
    b.subscriber({
      refId,
      name,
      status: 'ACTIVE',
      maxUserCount,
      organizationId,
      creationDate: at(day),
      creationUser,
    });
  const withRoom = subscriber(
    f.subscriberWithRoom,
    'Estudio Contable Demo S.R.L.',
    10,
    demo.organization_id,
    31,
  );
  const atCapacity = subscriber(
    f.subscriberAtCapacity,
    'Estudio Contable Demo S.R.L. - Sucursal Norte',
    2,
    demo.organization_id,
    32,
  );
  const unlimited = subscriber(
    f.subscriberWithoutLimit,
    'Estudio Contable Demo S.R.L. - Sucursal Sur',
    null,
    demo.organization_id,
    33,
  );
  subscriber(f.subscriberWithoutOrganization, 'Suscriptor Sin Organización S.A.', 1, null, 40);
  const ofOther = subscriber(
    f.subscriberOfOtherOrganization,
    'Cliente Demo S.A.',
    3,
    other.organization_id,
    46,
  );

  for (const user of [activeUser, collaboratorUser, invitedUser])
    b.assign(withRoom, user, at(36), creationUser);
  for (const user of [activeUser, collaboratorUser]) b.assign(atCapacity, user, at(36), creationUser);
  b.assign(unlimited, activeUser, at(36), creationUser);
  b.assign(ofOther, outsiderUser, at(47), creationUser);

  b.invite({
    type: 'ORG-STAFF-USER-REGISTRATION',
    status: 'ACTIVE',
    account: invited,
    user: invitedUser,
    organization: demo,
    subscriberRefId: f.subscriberWithRoom,
    date: at(36),
    modificationDate: null,
  });

  b.subscription({
    subscriberId: withRoom.subscriber_id,
    productId: 1,
    executive: 'EJ-0001',
    isActive: true,
    start: at(31),
    finish: null,
  });
  b.subscription({
    subscriberId: withRoom.subscriber_id,
    productId: 3,
    executive: 'EJ-0001',
    isActive: false,
    start: at(31),
    finish: at(400),
  });
  b.subscription({
    subscriberId: atCapacity.subscriber_id,
    productId: 2,
    executive: null,
    isActive: true,
    start: at(32),
    finish: null,
  });
}
