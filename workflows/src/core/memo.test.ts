import { describe, expect, it } from 'vitest';
import { isRetryable, operationStatusOf, retryIdFor, retryMemo } from './memo';

describe('retry ids and memos', () => {
  it('numbers the retries of a chain from the original id', () => {
    expect(retryIdFor('subscriber.addUser/100001/ab12cd34')).toBe('subscriber.addUser/100001/ab12cd34-r1');
    expect(retryIdFor('subscriber.addUser/100001/ab12cd34-r1')).toBe('subscriber.addUser/100001/ab12cd34-r2');
    expect(retryIdFor('subscriber.addUser/100001/kfe01-r9')).toBe('subscriber.addUser/100001/kfe01-r10');
  });

  it('keeps what and on what, and records who retries, from where and why', () => {
    expect(
      retryMemo(
        { type: 'subscriber.addUser', target: '100001', input: { email: 'a@b.com' }, inputHash: 'h' },
        { retryOf: 'x', actor: 'soporte@consola.test', source: 'ui', reason: null },
      ),
    ).toEqual({
      type: 'subscriber.addUser',
      target: '100001',
      input: { email: 'a@b.com' },
      inputHash: 'h',
      actor: 'soporte@consola.test',
      source: 'ui',
      reason: null,
      retryOf: 'x',
    });
  });

  it('maps execution statuses and says which runs can be retried', () => {
    expect(operationStatusOf('RUNNING')).toBe('running');
    expect(operationStatusOf('COMPLETED')).toBe('completed');
    expect(operationStatusOf('CANCELLED')).toBe('cancelled');
    for (const name of ['FAILED', 'TERMINATED', 'TIMED_OUT']) expect(operationStatusOf(name)).toBe('failed');
    expect(isRetryable('failed')).toBe(true);
    expect(isRetryable('cancelled')).toBe(true);
    expect(isRetryable('completed')).toBe(false);
    expect(isRetryable('running')).toBe(false);
  });
});
