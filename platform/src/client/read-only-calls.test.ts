// Work that declared itself a read (a step the worker runs as a local activity) cannot write:
// the client refuses the write before it is sent, and reads go through as usual.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { ReadOnlyCallError, runWithCallContext } from './call-context';

describe('read-only call context', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  const entry = (transactionId: string) => ({
    transactionId,
    processName: 'p',
    logType: 'NOTIFY' as const,
    eventText: 'una línea',
  });

  it('refuses a write before it reaches the service, and lets reads and POST searches through', async () => {
    const transactionId = `t-${randomUUID()}`;
    const refused = await runWithCallContext({ readOnly: true }, () =>
      t.client.eventLog.push(entry(transactionId)),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReadOnlyCallError);
    expect((refused as Error).message).toBe(
      'Un paso de consulta intentó modificar datos: POST /pushProcessLogEventLogger (eventLog)',
    );
    // Nothing was written.
    expect(await t.client.eventLog.ofTransaction(transactionId)).toEqual([]);

    // A read, and a search sent as POST (`read: true`), are answered.
    const found = await runWithCallContext({ readOnly: true }, async () => ({
      log: await t.client.eventLog.ofTransaction(transactionId),
      invites: await t.client.invites.search({ destinationEmail: ['nadie@demo.com.ar'] }),
    }));
    expect(found.log).toEqual([]);
    expect(Array.isArray(found.invites)).toBe(true);

    // The same write outside a read-only context goes through.
    await runWithCallContext({}, () => t.client.eventLog.push(entry(transactionId)));
    expect(await t.client.eventLog.ofTransaction(transactionId)).toHaveLength(1);
  });
});
