// Idempotent writes at the service (on PGlite, and on PostgreSQL in CI's platform phase): a
// write repeated with the same Idempotency-Key acts once and answers the first answer; a repeat
// that arrives while the first is still in flight is told to try again; a failed write is not
// kept. Keys sent by hand here are what the worker's activities send.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('idempotent writes', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform({ faults: true });
  });
  afterAll(() => t.platform.close());

  const post = (path: string, body: unknown, key?: string) =>
    fetch(`${t.platform.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('acts once for a key and replays the first answer', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'uno' };
    const first = await post('/event-log/pushProcessLogEventLogger', entry, key);
    const second = await post('/event-log/pushProcessLogEventLogger', entry, key);
    expect(first.status).toBe(second.status);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(1);
    // Without a key, or with another one, each write acts.
    await post('/event-log/pushProcessLogEventLogger', entry);
    await post('/event-log/pushProcessLogEventLogger', entry, randomUUID());
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(3);
  });

  it('tells a repeat that arrives during the first try to try again, then replays it', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'lento' };
    await post('/__faults', { path: '/event-log/pushProcessLogEventLogger', delayMs: 1500, times: 1 });
    const slow = post('/event-log/pushProcessLogEventLogger', entry, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await post('/event-log/pushProcessLogEventLogger', entry, key);
    expect(during.status).toBe(409);
    expect(await during.json()).toMatchObject({ codeMessageLanguage: 'idempotencyKeyInProgress' });
    expect((await slow).status).toBe(201);
    const after = await post('/event-log/pushProcessLogEventLogger', entry, key);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(1);
  });

  it('acts once when the caller goes away mid-request and sends the write again (a killed worker)', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'cortado' };
    await post('/__faults', { path: '/event-log/pushProcessLogEventLogger', delayMs: 1500, times: 1 });
    const caller = new AbortController();
    const cut = fetch(`${t.platform.url}/event-log/pushProcessLogEventLogger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(entry),
      signal: caller.signal,
    }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 300));
    caller.abort();
    expect(await cut).toBe('aborted');
    // The retry while the service still works on the first try waits; once it is done, replays.
    expect((await post('/event-log/pushProcessLogEventLogger', entry, key)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const retried = await post('/event-log/pushProcessLogEventLogger', entry, key);
    expect(retried.status).toBeLessThan(300);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(1);
  });

  it('acts once when 20 callers send the same write at once to a slow service, then all retry', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'a la vez' };
    await post('/__faults', { path: '/event-log/pushProcessLogEventLogger', delayMs: 800, times: 1 });
    const first = await Promise.all(
      Array.from({ length: 20 }, () => post('/event-log/pushProcessLogEventLogger', entry, key)),
    );
    const statuses = first.map((response) => response.status);
    // One acted (or answered from its record); the rest were told to try again, none acted.
    expect(statuses.filter((status) => status === 201 || status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => post('/event-log/pushProcessLogEventLogger', entry, key)),
    );
    expect(again.every((response) => response.headers.get('idempotent-replayed') === 'true')).toBe(true);
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(1);
  });

  it('keeps no failed answer: the same write may be tried again', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'falla' };
    await post('/__faults', { path: '/event-log/pushProcessLogEventLogger', status: 503, times: 1 });
    expect((await post('/event-log/pushProcessLogEventLogger', entry, key)).status).toBe(503);
    const retried = await post('/event-log/pushProcessLogEventLogger', entry, key);
    expect(retried.status).toBeLessThan(300);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await t.client.eventLog.ofTransaction(`t-${key}`)).toHaveLength(1);
  });

  it('refuses a key reused for another request', async () => {
    const key = randomUUID();
    const entry = { transactionId: `t-${key}`, processName: 'p', logType: 'NOTIFY', eventText: 'x' };
    expect((await post('/event-log/pushProcessLogEventLogger', entry, key)).status).toBeLessThan(300);
    const other = await post('/event-log/pushAuditEventLogger', entry, key);
    expect(other.status).toBe(422);
  });
});
