// Contract tests of the studies area: suborganizations, storage (system folders and the
// recycle bin) and firms-customers. One file, one platform: each test file costs a process
// and a database start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures as f } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const userIdOf = async (email: string) =>
  (await t.client.loginAccounts.byEmail(email)).loginAccount.organizationUsers[0]!.userId;

describe('suborganizations service', () => {
  it('lists the suborganization types', async () => {
    expect(await t.client.suborganizations.types()).toEqual([
      { suborganizationTypeId: 1, suborganizationTypeCode: 'ORG-FIRM', suborganizationTypeName: 'Estudio' },
      {
        suborganizationTypeId: 2,
        suborganizationTypeCode: 'FIRM-CUSTOMER',
        suborganizationTypeName: 'Cliente de estudio',
      },
    ]);
  });

  it("lists an organization's studies (ORG-FIRM by default), or 404", async () => {
    const studies = await t.client.suborganizations.ofOrganization(2);
    expect(studies).toEqual([
      expect.objectContaining({
        suborganizationId: f.demoStudy.id,
        suborganizationName: f.demoStudy.name,
        suborganizationTypeCode: 'ORG-FIRM',
        suborganizationAvatar: { color: '#1E88E5', initials: 'ED' },
        organizationId: 2,
        firmSuborganizationId: null,
        isActive: true,
      }),
    ]);
    expect(studies[0]!.cuit).toBe(studies[0]!.suborganizationCuit);
    expect(studies[0]!.suborganizationCuit).toMatch(/^\d{11}$/);
    expect(await t.client.suborganizations.ofOrganization(2, 'FIRM-CUSTOMER')).toHaveLength(10);
    expect(await failureOf(t.client.suborganizations.ofOrganization(999_999))).toMatchObject({
      status: 404,
      message: 'Organization not found',
    });
  });

  it('finds a suborganization, or 404 suborganizationNotFound', async () => {
    expect(await t.client.suborganizations.byId(f.studyWithoutFolder.id)).toMatchObject({
      suborganizationName: f.studyWithoutFolder.name,
      organizationId: 3,
    });
    expect(await failureOf(t.client.suborganizations.byId(999_999))).toEqual({
      status: 404,
      code: 'suborganizationNotFound',
      message: 'Suborganization not found',
    });
  });

  it("lists a firm's customers and a study's staff", async () => {
    const customers = await t.client.suborganizations.customersOfFirm(f.demoStudy.id);
    expect(customers).toHaveLength(10);
    expect(customers).toContainEqual(
      expect.objectContaining({
        suborganizationName: 'Panadería La Espiga S.R.L.',
        customerSuborganizationCuit: f.customerWithSeveralFirmsCuit,
        suborganizationId: f.demoStudy.id,
        suborganizationAvatar: { color: '#F4511E', initials: 'PL' },
      }),
    );
    const staff = await t.client.suborganizations.staff(f.demoStudy.id);
    expect(staff.map((s) => s.account.email)).toEqual([
      f.activeEmail,
      f.collaboratorEmail,
      f.folderlessUserEmail,
      f.pendingFolderUserEmail,
    ]);
    expect(staff[0]).toMatchObject({
      suborganizationId: f.demoStudy.id,
      type: { organizationUserTypeCode: 'ORG-ADMIN' },
      status: { userStatusCode: 'ACTIVE' },
    });
    expect(staff[2]!.legacyUserRefId).toMatch(/^U\d+$/);
    for (const call of [
      t.client.suborganizations.customersOfFirm(999_999),
      t.client.suborganizations.staff(999_999),
    ]) {
      expect(await failureOf(call)).toMatchObject({ status: 404, code: 'suborganizationNotFound' });
    }
  });

  it('lists the study groups (POST, no body)', async () => {
    const groups = await t.client.suborganizations.groups();
    expect(groups.map((g) => g.suborganizationGroupDesc)).toEqual([
      'Estudios piloto',
      'Estudios con e-Ventanilla',
      'Estudios con más de 50 clientes',
      'Estudios de prueba interna',
    ]);
    expect(groups[0]!.suborganizationCount).toBeGreaterThanOrEqual(2);
  });
});

describe('storage service: system folders', () => {
  it("answers a study's folder and each user's folder in every state", async () => {
    expect(await t.client.storage.folder(f.demoStudy.id)).toEqual({
      exist: true,
      directory: [
        expect.objectContaining({
          name: f.demoStudy.name,
          statusCode: 'ACTIVE',
          isDeleted: false,
          storageData: { size: 1_288_490_189 },
          userId: null,
          creationUser: 'seed',
        }),
      ],
    });
    expect(await t.client.storage.folder(f.studyWithoutFolder.id)).toEqual({ exist: false, directory: [] });
    const state = async (email: string) => {
      const folder = await t.client.storage.folder(f.demoStudy.id, await userIdOf(email));
      return folder.exist
        ? `${folder.directory[0]!.statusCode}${folder.directory[0]!.isDeleted ? '/deleted' : ''}`
        : 'none';
    };
    expect(await state(f.activeEmail)).toBe('ACTIVE');
    expect(await state(f.collaboratorEmail)).toBe('ACTIVE/deleted');
    expect(await state(f.pendingFolderUserEmail)).toBe('PENDING');
    expect(await state(f.folderlessUserEmail)).toBe('none');
    expect(await failureOf(t.client.storage.folder(999_999))).toMatchObject({ status: 404 });
  });

  it("refuses a study folder when the organization has no active admin (status 'fail', not an error)", async () => {
    const { studyId, name } = f.organizationWithoutAdmin;
    expect(
      await t.client.storage.createStudyFolder({ suborganizationId: studyId, suborganizationName: name }),
    ).toEqual({
      status: 'fail',
      message: 'La organización no tiene un usuario administrador activo',
      directory: null,
    });
    expect((await t.client.storage.folder(studyId)).exist).toBe(false);
  });

  it('creates a study folder once; a repeat answers success again', async () => {
    const body = {
      suborganizationId: f.studyWithoutFolder.id,
      suborganizationName: f.studyWithoutFolder.name,
    };
    const created = await t.client.storage.createStudyFolder(body);
    expect(created).toMatchObject({
      status: 'success',
      directory: { name: f.studyWithoutFolder.name, statusCode: 'ACTIVE' },
    });
    const again = await t.client.storage.createStudyFolder(body);
    expect(again.directory!.directoryId).toBe(created.directory!.directoryId);
    expect((await t.client.storage.folder(f.studyWithoutFolder.id)).exist).toBe(true);
  });

  it("creates a user's folder, revives a deleted one, and 404s an unknown user or study", async () => {
    const folderless = await userIdOf(f.folderlessUserEmail);
    const body = { suborganizationId: f.demoStudy.id, suborganizationName: f.demoStudy.name };
    expect(
      await t.client.storage.createUserFolder({
        ...body,
        firmUserId: folderless,
        firmUserName: 'Camila Carpeta',
      }),
    ).toMatchObject({ status: 'success', directory: { userId: folderless, name: 'Camila Carpeta' } });
    expect((await t.client.storage.folder(f.demoStudy.id, folderless)).exist).toBe(true);

    const collaborator = await userIdOf(f.collaboratorEmail);
    const revived = await t.client.storage.createUserFolder({
      ...body,
      firmUserId: collaborator,
      firmUserName: 'Carlos',
    });
    expect(revived.directory).toMatchObject({ isDeleted: false, statusCode: 'ACTIVE' });

    expect(
      await failureOf(t.client.storage.createUserFolder({ ...body, firmUserId: 999_999, firmUserName: 'x' })),
    ).toMatchObject({ status: 404, code: 'organizationUserNotFound' });
    expect(
      await failureOf(
        t.client.storage.createStudyFolder({ suborganizationId: 999_999, suborganizationName: 'x' }),
      ),
    ).toMatchObject({ status: 404, code: 'suborganizationNotFound' });
    expect(
      await failureOf(t.client.storage.createStudyFolder({ suborganizationId: 1 } as never)),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe('storage service: internal recycle bin', () => {
  const root = `/${f.demoStudy.name}`;

  it("lists a study's purged documents, newest purge first, with the document shape", async () => {
    const { childrens } = await t.client.storage.recycleBin({ groupId: f.demoStudy.id });
    expect(childrens).toHaveLength(14);
    const dates = childrens.map((d) => d.purgeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(childrens[0]).toEqual({
      documentId: expect.stringMatching(/^[0-9a-f]{24}$/),
      _id: childrens[0]!.documentId,
      name: 'Balance 2024 - Panadería La Espiga.pdf',
      documentType: 'pdf',
      size: 2_411_724,
      audit: { creationDate: expect.any(String), creationUser: f.activeEmail },
      purgeDate: expect.any(String),
      purgeActionUser: f.collaboratorEmail,
      absolutePath: `${root}/Clientes/Panadería La Espiga S.R.L./Balances/Balance 2024 - Panadería La Espiga.pdf`,
      groupId: f.demoStudy.id,
    });
    expect(childrens.some((d) => d.name.length > 35)).toBe(true);
  });

  it('filters by name (any case), exact path or folder, and purge period', async () => {
    const bin = (query: Omit<Parameters<typeof t.client.storage.recycleBin>[0], 'groupId'>) =>
      t.client.storage
        .recycleBin({ groupId: f.demoStudy.id, ...query })
        .then((r) => r.childrens.map((d) => d.name));
    expect(await bin({ documentName: 'BALANCE' })).toEqual(['Balance 2024 - Panadería La Espiga.pdf']);
    expect(await bin({ path: `${root}/General/Padrón de clientes.csv` })).toEqual(['Padrón de clientes.csv']);
    expect(await bin({ path: `${root}/General/` })).toEqual([
      'Notas reunión con el cliente.docx',
      'Padrón de clientes.csv',
    ]);
    const { childrens } = await t.client.storage.recycleBin({ groupId: f.demoStudy.id });
    const day = childrens[3]!.purgeDate.slice(0, 10);
    expect(await bin({ start: day, end: day })).toEqual([childrens[3]!.name]);
    expect(await bin({ start: childrens[1]!.purgeDate, end: childrens[0]!.purgeDate })).toHaveLength(2);
    expect(await bin({ documentName: 'no existe' })).toEqual([]);
    expect(await failureOf(t.client.storage.recycleBin({ groupId: 999_999 }))).toMatchObject({ status: 404 });
    expect(await failureOf(t.client.storage.recycleBin({} as never))).toMatchObject({ status: 400 });
  });

  it('restores all or none; restoring again succeeds', async () => {
    const { childrens } = await t.client.storage.recycleBin({
      groupId: f.demoStudy.id,
      path: `${root}/General`,
    });
    const [first, second] = childrens.map((d) => d.documentId);
    expect(
      await failureOf(t.client.storage.restore({ documentIds: [first!, 'ffffffffffffffffffffffff'] })),
    ).toMatchObject({ status: 404, code: 'documentNotFound' });
    expect((await t.client.storage.recycleBin({ groupId: f.demoStudy.id })).childrens).toHaveLength(14);

    expect(await t.client.storage.restore({ documentIds: [first!, second!] })).toEqual({
      restoredDocumentIds: [first, second],
    });
    expect((await t.client.storage.recycleBin({ groupId: f.demoStudy.id })).childrens).toHaveLength(12);
    expect(await t.client.storage.restore({ documentIds: [first!] })).toEqual({
      restoredDocumentIds: [first],
    });
    expect(await failureOf(t.client.storage.restore({ documentIds: ['nope'] }))).toMatchObject({
      status: 400,
    });
  });
});

describe('firms-customers service', () => {
  it('answers the firms of a client CUIT, several for a shared client, none for an unknown one', async () => {
    const links = await t.client.firmsCustomers.firmsOfCustomer(f.customerWithSeveralFirmsCuit);
    expect(links.map((l) => [l.firmSuborganizationName, l.organizationName])).toEqual([
      [f.demoStudy.name, 'Estudio Contable Demo'],
      ['Estudio Norte', f.northOrganization.name],
    ]);
    expect(links[0]).toMatchObject({
      customerSuborganizationCuit: f.customerWithSeveralFirmsCuit,
      customerSuborganizationName: 'Panadería La Espiga S.R.L.',
      customerSuborganizationAvatar: { initials: 'PL' },
      firmSuborganizationAvatar: { color: '#1E88E5', initials: 'ED' },
      organizationCuit: f.demoOrganization.cuit,
    });
    expect(await t.client.firmsCustomers.firmsOfCustomer('20000000001')).toEqual([]);
    expect(await failureOf(t.client.firmsCustomers.firmsOfCustomer('20-1'))).toMatchObject({ status: 400 });
  });
});
