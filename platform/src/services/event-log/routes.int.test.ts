import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('event log service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ seed: 'none' });
  });
  afterAll(() => t.platform.close());

  it('stores entries and reads one transaction back oldest first', async () => {
    const entry = (eventText: string, transactionId = 'subscriber-add-user/100001/abc') => ({
      transactionId,
      processName: 'Agregar usuario a suscriptor',
      logType: 'NOTIFY' as const,
      eventText,
    });
    const first = await t.client.eventLog.push(entry('Paso 1'));
    await t.client.eventLog.push(entry('otro', 'other/1/x'));
    const second = await t.client.eventLog.push(entry('Paso 2'));
    expect(second.eventLogId).toBeGreaterThan(first.eventLogId);

    const events = await t.client.eventLog.ofTransaction('subscriber-add-user/100001/abc');
    expect(events.map((e) => e.eventText)).toEqual(['Paso 1', 'Paso 2']);
    expect(events[0]).toMatchObject({ eventLogId: first.eventLogId, logType: 'NOTIFY' });
    expect(await t.client.eventLog.ofTransaction('nothing')).toEqual([]);
  });

  it('refuses an entry without transaction id', async () => {
    const bad = t.client.eventLog.push({
      transactionId: '',
      processName: 'x',
      logType: 'NOTIFY',
      eventText: 'x',
    });
    expect(await failureOf(bad)).toMatchObject({ status: 400, code: 'validationError' });
  });

  it('stores audit entries of other operations and reads one entity back oldest first', async () => {
    const first = await t.client.eventLog.audit({
      actionUser: 'soporte@proveedor.com.ar',
      actionName: 'Desbloquear declaraciones',
      entityType: 'suborganization',
      entityId: 1,
      detail: { personalLegalDeclarationId: ['a', 'b'] },
    });
    await t.client.eventLog.audit({
      actionUser: 'soporte@proveedor.com.ar',
      actionName: 'Revocar sesión',
      entityType: 'loginAccount',
      entityId: '3',
    });
    const entries = await t.client.eventLog.auditOf('suborganization', 1);
    expect(entries).toEqual([
      {
        auditLogId: first.auditLogId,
        actionUser: 'soporte@proveedor.com.ar',
        actionName: 'Desbloquear declaraciones',
        entityType: 'suborganization',
        entityId: '1',
        detail: { personalLegalDeclarationId: ['a', 'b'] },
        creationDate: expect.any(String),
      },
    ]);
    expect(
      await failureOf(
        t.client.eventLog.audit({ actionUser: '', actionName: 'x', entityType: 'x', entityId: 1 }),
      ),
    ).toMatchObject({ status: 400 });
  });
});
