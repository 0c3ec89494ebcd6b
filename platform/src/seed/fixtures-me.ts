// Memorable rows of the ME area (listed in platform/README.md), written right after the first
// slice's fixtures so their ids are stable: organizations 4-5, studies 2-4, accounts and
// users 9-12, instances 1-2, the study groups, notifications, versions and extensions.
import type { SeedBuilder } from './builder';
import type { MeSeedBuilder } from './builder-me';
import { appModuleIds, appParameters } from './catalog-ids';
import { appVersions, fileExtensions, studyGroups } from './catalog-me';
import { iso } from './dates';
import { demoFixtures } from './fixtures';
import { customersAndCommunications, notifications, recycleBin, sessions } from './fixtures-me-records';
import type { SuborganizationRow } from './rows';

const creationUser = 'seed';
const at = (date: string) => new Date(`${date}T12:00:00Z`).getTime();

export function addMeFixtures(b: SeedBuilder, me: MeSeedBuilder): void {
  const f = demoFixtures;
  const study = (id: number) => b.rows.suborganization.find((s) => s.suborganization_id === id)!;
  const userOf = (email: string) => {
    const account = b.rows.login_account.find((a) => a.email === email)!;
    return b.rows.organization_user.find((u) => u.login_account_id === account.login_account_id)!;
  };

  // Organizations 4 and 5, studies 2-4.
  const noAdmin = b.organization({
    cuit: f.organizationWithoutAdmin.cuit,
    name: f.organizationWithoutAdmin.name,
    legalName: 'Estudio Sin Administrador S.R.L.',
    type: 'CUSTOMER-ORG',
    maxAccessCount: 5,
    isActive: true,
    creationDate: iso(at('2024-05-02')),
    creationUser,
  });
  const north = b.organization({
    cuit: f.northOrganization.cuit,
    name: f.northOrganization.name,
    legalName: 'Estudio Norte Asociados S.A.',
    type: 'CUSTOMER-ORG',
    maxAccessCount: 10,
    isActive: true,
    creationDate: iso(at('2024-05-20')),
    creationUser,
  });
  const studyDemo = study(f.demoStudy.id);
  b.study(3, {
    name: f.studyWithoutFolder.name,
    legalName: 'Estudio Cliente Demo S.A.',
    color: '#43A047',
    creationDate: iso(at('2024-04-16')),
    creationUser,
  });
  b.study(noAdmin.organization_id, {
    name: f.organizationWithoutAdmin.name,
    legalName: 'Estudio Sin Administrador S.R.L.',
    color: '#F4511E',
    creationDate: iso(at('2024-05-02')),
    creationUser,
  });
  const studyNorth = b.study(north.organization_id, {
    name: 'Estudio Norte',
    legalName: 'Estudio Norte Asociados S.A.',
    color: '#8E24AA',
    creationDate: iso(at('2024-05-20')),
    creationUser,
  });

  // Accounts and users 9-12.
  const person = (email: string, firstName: string, lastName: string, waiting: boolean, date: string) =>
    b.account({
      email,
      firstName,
      lastName,
      phone: '1155551111',
      status: waiting ? 'WAITING_VALIDATION' : 'ACTIVE',
      creationDate: iso(at(date)),
      creationUser,
    });
  const link = (
    account: ReturnType<typeof person>,
    organizationId: number,
    type: 'ORG-ADMIN' | 'ORG-STAFF',
    waiting: boolean,
    date: string,
  ) =>
    b.link({
      account,
      organizationId,
      type,
      commercialType: type === 'ORG-ADMIN' ? 'SUBSCRIBER' : 'REGISTER',
      status: waiting ? 'WAITING_VALIDATION' : 'ACTIVE',
      legacyUserRefId: waiting ? null : `U${400_000 + account.login_account_id}`,
      startDate: iso(at(date)),
      creationUser,
    });
  const folderless = link(
    person(f.folderlessUserEmail, 'Camila', 'Carpeta', false, '2024-04-10'),
    2,
    'ORG-STAFF',
    false,
    '2024-04-10',
  );
  const pending = link(
    person(f.pendingFolderUserEmail, 'Pedro', 'Pendiente', false, '2024-04-12'),
    2,
    'ORG-STAFF',
    false,
    '2024-04-12',
  );
  link(
    person(f.noAdminEmail, 'Silvia', 'Sinadmin', true, '2024-05-02'),
    noAdmin.organization_id,
    'ORG-ADMIN',
    true,
    '2024-05-02',
  );
  const northAdmin = link(
    person(f.northAdminEmail, 'Nora', 'Norte', false, '2024-05-20'),
    north.organization_id,
    'ORG-ADMIN',
    false,
    '2024-05-20',
  );
  const active = userOf(f.activeEmail);
  const collaborator = userOf(f.collaboratorEmail);
  const invited = userOf(f.invitedEmail);

  // Study groups (notifications exclude them).
  const groups = studyGroups.map((desc) => me.group(desc, iso(at('2024-06-01'))));
  me.groupMember(groups[0]!.suborganization_group_id, studyDemo.suborganization_id);
  me.groupMember(groups[1]!.suborganization_group_id, studyDemo.suborganization_id);
  me.groupMember(groups[0]!.suborganization_group_id, studyNorth.suborganization_id);

  // Staff and folders in every state the storage screens show.
  const since = iso(at('2024-04-01'));
  for (const user of [active, collaborator, folderless, pending])
    me.staff(studyDemo.suborganization_id, user.user_id, since, creationUser);
  me.staff(studyNorth.suborganization_id, northAdmin.user_id, iso(at('2024-06-01')), creationUser);
  const folder = (
    s: SuborganizationRow,
    userId: number | null,
    name: string,
    state: 'ACTIVE' | 'DELETED' | 'PENDING',
    size: number,
  ) =>
    me.directory({
      suborganizationId: s.suborganization_id,
      userId,
      name,
      state,
      size,
      date: since,
      user: creationUser,
    });
  folder(studyDemo, null, studyDemo.suborganization_name, 'ACTIVE', 1_288_490_189);
  folder(studyDemo, active.user_id, 'Ana Activa', 'ACTIVE', 52_428_800);
  folder(studyDemo, collaborator.user_id, 'Carlos Colaborador', 'DELETED', 0);
  folder(studyDemo, pending.user_id, 'Pedro Pendiente', 'PENDING', 0);
  folder(studyNorth, null, studyNorth.suborganization_name, 'ACTIVE', 734_003_200);
  folder(studyNorth, northAdmin.user_id, 'Nora Norte', 'ACTIVE', 10_485_760);

  // ME instance 1 (GRANTED) with an ended module, instance 2 (SUSPENDED).
  const demoInstance = me.instance({
    organizationId: 2,
    suborganizationId: studyDemo.suborganization_id,
    status: 'GRANTED',
    externalUsers: 12,
    start: since,
    finish: '2099-12-31T00:00:00.000Z',
    user: creationUser,
  });
  const id1 = demoInstance.application_instance_id;
  for (const code of ['OrgFirmMgmnt', 'FirmCustomer', 'MyCalendar', 'Storage'] as const) {
    me.instanceModule(id1, appModuleIds[code], since, null);
  }
  me.instanceModule(id1, appModuleIds.TaskMgmnt, since, iso(at('2025-01-31')));
  me.instanceModule(id1, appModuleIds.CommunicationVE, iso(at('2025-03-01')), '2099-12-31T00:00:00.000Z');
  for (const p of appParameters) {
    me.instanceParameter(id1, p.code, p.code === 'User.MaxFirmStaffCount' ? 10 : p.value, p.ref);
  }
  const grant = (instanceId: number, userId: number, status: 'GRANTED' | 'REVOKED') =>
    me.access({
      instanceId,
      userId,
      status,
      start: since,
      finish: status === 'GRANTED' ? '2099-12-31T00:00:00.000Z' : iso(at('2025-02-28')),
    });
  grant(id1, active.user_id, 'GRANTED');
  grant(id1, collaborator.user_id, 'REVOKED');
  grant(id1, folderless.user_id, 'GRANTED');
  grant(id1, pending.user_id, 'GRANTED');
  me.role(id1, active.user_id, 'ME.FirmAdmin', studyDemo.suborganization_id, since, creationUser);
  for (const user of [collaborator, folderless, pending, invited]) {
    me.role(id1, user.user_id, 'ME.FirmStaff', studyDemo.suborganization_id, since, creationUser);
  }
  const northInstance = me.instance({
    organizationId: north.organization_id,
    suborganizationId: studyNorth.suborganization_id,
    status: 'SUSPENDED',
    externalUsers: 0,
    start: iso(at('2024-06-01')),
    finish: iso(at('2025-12-31')),
    user: creationUser,
  });
  const id2 = northInstance.application_instance_id;
  me.instanceModule(id2, appModuleIds.OrgFirmMgmnt, iso(at('2024-06-01')), null);
  me.instanceModule(id2, appModuleIds.Storage, iso(at('2024-06-01')), null);
  for (const p of appParameters) me.instanceParameter(id2, p.code, p.value, p.ref);
  grant(id2, northAdmin.user_id, 'GRANTED');
  me.role(
    id2,
    northAdmin.user_id,
    'ME.FirmAdmin',
    studyNorth.suborganization_id,
    iso(at('2024-06-01')),
    creationUser,
  );

  customersAndCommunications(me, studyDemo, studyNorth, [f.activeEmail, f.collaboratorEmail]);
  recycleBin(me, studyDemo);
  sessions(me, b.rows.login_account.find((a) => a.email === f.sessionsEmail)!.login_account_id);
  notifications(me, groups[0]!.suborganization_group_id);
  for (const v of appVersions) {
    me.version({
      ...v,
      released: iso(at(v.released)),
      deprecated: v.deprecated ? iso(at(v.deprecated)) : null,
    });
  }
  for (const e of fileExtensions) me.fileExtension({ ...e, date: iso(at('2024-03-01')) });
}
