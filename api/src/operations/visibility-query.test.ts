import { withConsoleOffset } from '@cgi/workflows/time-zone';
import { describe, expect, it } from 'vitest';
import { visibilityQuery } from './visibility-query';

describe('visibilityQuery', () => {
  it('lists only operations when nothing is filtered', () => {
    expect(visibilityQuery({})).toBe('OperationType IS NOT NULL');
  });

  it('combines type, target, actor and status', () => {
    expect(
      visibilityQuery({
        type: 'subscriber.addUser',
        target: '100001',
        actor: 'soporte@consola.test',
        status: 'failed',
      }),
    ).toBe(
      "OperationType = 'subscriber.addUser' AND OperationTarget = '100001' AND " +
        "OperationActor = 'soporte@consola.test' AND ExecutionStatus IN ('Failed', 'Terminated', 'TimedOut') AND " +
        "(OperationApproval IS NULL OR OperationApproval NOT IN ('rejected', 'expired'))",
    );
  });

  it('matches every form a value may take in the index (its pseudonyms, or in clear)', () => {
    const lookup = (field: string, value: string) =>
      field === 'target' && value === '100001' ? [value] : [value, `p2.${field}`, `p1.${field}`];
    expect(
      visibilityQuery(
        { target: '100001', actor: 'ana@demo.com.ar', related: 'email:ana@demo.com.ar' },
        { lookup },
      ),
    ).toBe(
      "OperationType IS NOT NULL AND OperationTarget = '100001' AND " +
        "OperationActor IN ('ana@demo.com.ar', 'p2.actor', 'p1.actor') AND " +
        "OperationRelated IN ('email:ana@demo.com.ar', 'p2.related', 'p1.related')",
    );
  });

  it('reads dates as whole days in Buenos Aires, both ends inclusive', () => {
    expect(visibilityQuery({ from: '2026-11-30', to: '2026-11-30' })).toBe(
      `OperationType IS NOT NULL AND StartTime >= '${withConsoleOffset('2026-11-30T00:00:00')}' AND ` +
        `StartTime < '${withConsoleOffset('2026-12-01T00:00:00')}'`,
    );
    expect(visibilityQuery({ to: '2026-12-31T10:00:00Z' })).toBe(
      "OperationType IS NOT NULL AND StartTime <= '2026-12-31T10:00:00Z'",
    );
  });

  it('asks for the Failed status alone when no operation was terminated or timed out', () => {
    expect(visibilityQuery({ status: 'failed' }, { otherFailures: false })).toBe(
      "OperationType IS NOT NULL AND ExecutionStatus = 'Failed' AND " +
        "(OperationApproval IS NULL OR OperationApproval NOT IN ('rejected', 'expired'))",
    );
    expect(visibilityQuery({ status: 'failed' }, { otherFailures: true })).toContain("'Terminated'");
  });

  it('tells a run waiting for approval, and one rejected or expired, from running and failed ones', () => {
    expect(visibilityQuery({ status: 'awaitingApproval' })).toBe(
      "OperationType IS NOT NULL AND ExecutionStatus = 'Running' AND OperationApproval = 'pending'",
    );
    expect(visibilityQuery({ status: 'running' })).toBe(
      "OperationType IS NOT NULL AND ExecutionStatus = 'Running' AND " +
        "(OperationApproval IS NULL OR OperationApproval != 'pending') AND " +
        "(OperationSchedule IS NULL OR OperationSchedule != 'waiting')",
    );
    expect(visibilityQuery({ status: 'rejected' })).toContain("OperationApproval = 'rejected'");
    expect(visibilityQuery({ status: 'expired' })).toContain("OperationApproval = 'expired'");
  });

  it('tells a run waiting for its time (approved, or needing none) from running ones', () => {
    expect(visibilityQuery({ status: 'scheduled' })).toBe(
      "OperationType IS NOT NULL AND ExecutionStatus = 'Running' AND OperationSchedule = 'waiting' AND " +
        "(OperationApproval IS NULL OR OperationApproval != 'pending')",
    );
  });

  it('uses the server spelling of the cancelled status', () => {
    expect(visibilityQuery({ status: 'cancelled' })).toContain("ExecutionStatus = 'Canceled'");
  });
});
