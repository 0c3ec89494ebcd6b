import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf, startTestPlatform, type TestPlatform } from '../../test-support';

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
});
