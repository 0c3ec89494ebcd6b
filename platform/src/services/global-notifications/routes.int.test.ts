// Contract tests of the content the applications show: global notifications, app versions
// and file extensions (one platform for the three small families).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalNotificationWrite } from '../../client';
import { demoFixtures as f } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const both = ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'] as const;

function maintenance(start: string, finish: string): GlobalNotificationWrite {
  return {
    notificationTitle: 'Mantenimiento de agosto',
    notificationText: 'La plataforma estará en mantenimiento.',
    communicationChannelCodes: [...both],
    validityStartDate: start,
    validityFinishDate: finish,
    isActive: true,
    appCode: 'ME',
    notificationTypeCode: 'MAINTENANCE',
  };
}

describe('global notification service', () => {
  it('lists the four notification types', async () => {
    expect(
      (await t.client.globalNotifications.types()).map((x) => [x.notificationTypeId, x.notificationTypeCode]),
    ).toEqual([
      [1, 'ADVERTISEMENT'],
      [2, 'INFORMATION'],
      [3, 'MAINTENANCE'],
      [4, 'SERVICE_SUSPENSION'],
    ]);
  });

  it('lists notifications with channels, the related suspension and the excluded study group', async () => {
    const all = await t.client.globalNotifications.list();
    expect(all.length).toBeGreaterThanOrEqual(8);
    const byTitle = (title: string) => all.find((n) => n.notificationTitle === title)!;
    const main = byTitle(f.maintenanceTitle);
    expect(main).toMatchObject({
      id: main.notificationId,
      notificationTypeCode: 'MAINTENANCE',
      isActive: true,
      appCode: 'ME',
      applicationCode: 'ME',
      applicationName: 'Mi Estudio',
      communicationChannels: [
        { communicationChannelCode: 'WEB-APP-PUSH', communicationChannelDesc: 'Mi Estudio Web' },
        { communicationChannelCode: 'MOBILE-APP-PUSH', communicationChannelDesc: 'Mi Estudio Mobile' },
      ],
      relatedNotificationId: null,
      destinationExclusions: { suborganizationGroups: [] },
    });
    expect(all.find((n) => n.relatedNotificationId === main.notificationId)).toMatchObject({
      notificationTypeCode: 'SERVICE_SUSPENSION',
      relatedNotificationTitle: f.maintenanceTitle,
    });
    expect(byTitle('Nuevo módulo e-Ventanilla').destinationExclusions.suborganizationGroups).toEqual([
      {
        suborganizationGroupId: 1,
        suborganizationGroupDesc: 'Estudios piloto',
        notificationConditionTypeId: 1,
        notificationConditionTypeDesc: 'Excluir a los estudios del grupo',
      },
    ]);
    expect(byTitle('Novedades de la consola')).toMatchObject({
      appCode: 'CGI',
      communicationChannels: [],
      validityFinishDate: null,
    });
    expect(byTitle('Aviso retirado').isActive).toBe(false);

    const cgi = await t.client.globalNotifications.list({ appCodes: ['CGI'] });
    expect(cgi.map((n) => n.appCode)).toEqual(['CGI']);
    expect(
      await t.client.globalNotifications.list({ id: main.notificationId, appCodes: ['ME', 'ME'] }),
    ).toEqual([main]);
  });

  it("refuses an active notification overlapping another of its type ('Ya existe una notificación')", async () => {
    expect(
      await failureOf(
        t.client.globalNotifications.create(maintenance('2025-07-06T03:00:00Z', '2025-07-07T03:00:00Z')),
      ),
    ).toEqual({ status: 409, code: 'notificationAlreadyExists', message: 'Ya existe una notificación' });
  });

  it('creates a blocking maintenance with its linked suspension and condition, then edits and soft-deletes it', async () => {
    const { notificationId } = await t.client.globalNotifications.create(
      maintenance('2026-08-01T01:00:00Z', '2026-08-01T09:00:00Z'),
    );
    const suspension = await t.client.globalNotifications.create({
      ...maintenance('2026-08-01T03:00:00Z', '2026-08-01T09:00:00Z'),
      notificationTitle: 'Suspensión del servicio',
      notificationTypeCode: 'SERVICE_SUSPENSION',
      relatedNotificationId: notificationId,
    });
    const condition = { notificationId, notificationConditionType: 1, suborganizationGroupId: 2 };
    expect(await t.client.globalNotifications.addCondition(condition)).toEqual(condition);

    const [created] = await t.client.globalNotifications.list({ id: notificationId });
    expect(created!.destinationExclusions.suborganizationGroups[0]).toMatchObject({
      suborganizationGroupId: 2,
    });
    const edited = await t.client.globalNotifications.update({
      notificationId,
      notificationTitle: 'Mantenimiento de agosto (reprogramado)',
      communicationChannelCodes: ['WEB-APP-PUSH'],
    });
    expect(edited).toMatchObject({
      notificationTitle: 'Mantenimiento de agosto (reprogramado)',
      isActive: true,
      communicationChannels: [{ communicationChannelCode: 'WEB-APP-PUSH' }],
      validityStartDate: '2026-08-01T01:00:00.000Z',
    });

    expect((await t.client.globalNotifications.update({ notificationId, isActive: false })).isActive).toBe(
      false,
    );
    const [linked] = await t.client.globalNotifications.list({ id: suspension.notificationId });
    expect(linked!.isActive).toBe(false);
  });

  it('validates the payload and answers 404 for unknown notifications', async () => {
    const base = maintenance('2027-01-01T00:00:00Z', '2027-01-02T00:00:00Z');
    for (const body of [
      { ...base, validityFinishDate: '2026-12-31T00:00:00Z' },
      { ...base, notificationTypeCode: 'NOPE' as never },
      { ...base, communicationChannelCodes: ['SMS' as never] },
      { ...base, appCode: 'XX' },
      { ...base, notificationTitle: '' },
    ]) {
      expect(await failureOf(t.client.globalNotifications.create(body))).toMatchObject({ status: 400 });
    }
    expect(
      await failureOf(t.client.globalNotifications.create({ ...base, relatedNotificationId: 999_999 })),
    ).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
    expect(
      await failureOf(t.client.globalNotifications.update({ notificationId: 999_999, isActive: false })),
    ).toMatchObject({
      status: 404,
      code: 'notificationNotFound',
    });
    expect(
      await failureOf(
        t.client.globalNotifications.addCondition({
          notificationId: 1,
          notificationConditionType: 1,
          suborganizationGroupId: 999,
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(
        t.client.globalNotifications.addCondition({
          notificationId: 999_999,
          notificationConditionType: 1,
          suborganizationGroupId: 1,
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});

describe('version service', () => {
  const android = { appCode: 'ME', appPlatformCode: 'MOBILE-ANDROID' };

  it('lists the platforms, and active versions newest first (deprecated only when asked)', async () => {
    expect((await t.client.versions.platforms()).map((p) => p.appPlatformCode)).toEqual([
      'WEB',
      'MOBILE-IOS',
      'MOBILE-ANDROID',
    ]);
    const versions = await t.client.versions.list(android);
    expect(versions.activeVersions.map((v) => v.appVersionCode)).toEqual(['2.5.1', '2.5.0']);
    expect(versions.deprecatedVersions).toEqual([]);
    const withDeprecated = await t.client.versions.list({ ...android, includeDeprecated: true });
    expect(withDeprecated.deprecatedVersions).toEqual([
      expect.objectContaining({
        appVersionCode: '2.4.0',
        deprecationDate: expect.any(String),
        appVersionDesc: 'Notificaciones push',
      }),
    ]);
  });

  it('publishes a version once, deprecates it once, and never publishes a deprecated one again', async () => {
    const published = await t.client.versions.publish({
      ...android,
      appVersionCode: '2.6.0',
      appVersionDesc: 'Firma digital',
    });
    expect(published).toMatchObject({ appVersionCode: '2.6.0', deprecationDate: null });
    expect(await failureOf(t.client.versions.publish({ ...f.activeVersion }))).toEqual({
      status: 409,
      code: 'appVersionAlreadyExists',
      message: 'La versión ya existe',
    });
    expect(await failureOf(t.client.versions.publish({ ...f.deprecatedVersion }))).toEqual({
      status: 409,
      code: 'appVersionDeprecated',
      message: 'La versión fue deprecada',
    });
    const deprecated = await t.client.versions.deprecate({ ...android, appVersionCode: '2.6.0' });
    expect(deprecated.deprecationDate).not.toBeNull();
    expect(
      await failureOf(t.client.versions.deprecate({ ...android, appVersionCode: '2.6.0' })),
    ).toMatchObject({
      status: 409,
      message: 'La versión fue deprecada',
    });
    expect(await failureOf(t.client.versions.publish({ ...android, appVersionCode: '2.6.0' }))).toMatchObject(
      {
        message: 'La versión fue deprecada',
      },
    );
    expect(
      await failureOf(t.client.versions.deprecate({ ...android, appVersionCode: '9.9.9' })),
    ).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
    expect(
      await failureOf(
        t.client.versions.publish({
          appCode: 'ME',
          appPlatformCode: 'WINDOWS-PHONE',
          appVersionCode: '1.0.0',
        }),
      ),
    ).toMatchObject({ status: 400 });
  });
});

describe('file-extension service', () => {
  it('lists the enabled extensions with their signatures', async () => {
    const { docs } = await t.client.fileExtensions.all();
    expect(docs.map((d) => d.extensionCharCode)).toEqual([
      '.csv',
      '.doc',
      '.docx',
      '.jpeg',
      '.jpg',
      '.pdf',
      '.png',
      '.txt',
      '.xls',
      '.xlsx',
      '.xml',
      '.zip',
    ]);
    expect(docs.find((d) => d.extensionCharCode === '.pdf')!.technicalData.signature).toEqual([
      '25504446',
      '255044462D312E',
      '0A25504446',
    ]);
  });

  it("refuses 'exec', creates with signatures, and refuses an enabled one", async () => {
    const create = (extensionCharCode: string) =>
      t.client.fileExtensions.create({
        fileExtension: {
          extensionName: 'Documento OpenDocument',
          extensionCharCode,
          encodedIconImage: 'data:image/png;base64,AAAA',
          technicalData: { signature: ['504B0304', '504B0506', '504B0708'] },
        },
      });
    expect(await failureOf(create('.EXEC'))).toEqual({
      status: 400,
      code: 'fileExtensionNotAllowed',
      message: 'Extension de archivo no permitida',
    });
    expect(await failureOf(t.client.fileExtensions.enable({ extension: 'exec' }))).toMatchObject({
      status: 400,
    });
    expect(await create('.ODT')).toMatchObject({
      extensionCharCode: '.odt',
      isEnabled: true,
      technicalData: { signature: expect.any(Array) },
    });
    expect(await failureOf(create('.pdf'))).toMatchObject({
      status: 409,
      code: 'fileExtensionAlreadyExists',
    });
    expect(await failureOf(create('.'))).toMatchObject({ status: 400 });
  });

  it('enables and disables by value or id; a disabled extension comes back with its signatures', async () => {
    const rar = await t.client.fileExtensions.enable({ extension: '.RAR' });
    expect(rar).toMatchObject({ extensionCharCode: '.rar', isEnabled: true });
    expect(rar.technicalData.signature).toHaveLength(3);
    expect((await t.client.fileExtensions.disable({ extension: 'odt' })).isEnabled).toBe(false);
    expect((await t.client.fileExtensions.remove(rar.fileExtensionId)).isEnabled).toBe(false);
    expect((await t.client.fileExtensions.remove('.rar')).isEnabled).toBe(false);
    expect(await failureOf(t.client.fileExtensions.remove('.nope'))).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
    const codes = (await t.client.fileExtensions.all()).docs.map((d) => d.extensionCharCode);
    expect(codes).not.toContain('.rar');
    expect(codes).not.toContain('.odt');
  });
});
