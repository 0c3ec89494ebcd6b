// The approval rules the api's gate and the workflow's Update validator share (issue 40): the
// requester and the people behind a requesting service account never decide on it.
import { describe, expect, it } from 'vitest';
import { contractOf } from '../operations/catalog';
import { refuseApprover } from '../operations/gate';
import { approvalMessages, refuseVote, type ApprovalProgress, type ApprovalVote } from './approval';

const byAccount: ApprovalProgress = {
  state: 'pending',
  requester: 'conciliacion-nocturna',
  requesterOwners: ['admin@consola.test', 'soporte@consola.test'],
  approvers: 1,
  roles: ['CGI.Admin', 'CGI.CustomerSupport'],
  inputHash: 'h',
  requestedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-04T00:00:00.000Z',
  decisions: [],
};
const vote = (by: string, extra: Partial<ApprovalVote> = {}): ApprovalVote => ({
  by,
  roles: ['CGI.Admin'],
  serviceAccount: false,
  inputHash: 'h',
  source: 'api',
  reason: 'motivo',
  ...extra,
});

describe('refuseVote (the workflow’s validator)', () => {
  it('refuses every owner of the requesting account, past or present, in any case, approving or rejecting', () => {
    for (const by of ['admin@consola.test', 'SOPORTE@consola.test ']) {
      for (const decision of ['approved', 'rejected'] as const) {
        expect(refuseVote(byAccount, vote(by), decision)).toEqual({
          code: 'OWNER_APPROVAL',
          message: approvalMessages.ownAccount('conciliacion-nocturna'),
        });
      }
    }
    expect(approvalMessages.ownAccount('x')).toBe(
      'No puede aprobar ni rechazar una operación que pidió la cuenta de servicio x, que es o fue suya: debe hacerlo otra persona',
    );
  });

  it('refuses the account itself and any service account; lets another person through', () => {
    expect(refuseVote(byAccount, vote('conciliacion-nocturna'), 'approved')?.code).toBe('SELF_APPROVAL');
    expect(refuseVote(byAccount, vote('otra-cuenta', { serviceAccount: true }), 'approved')?.code).toBe(
      'SERVICE_ACCOUNT_APPROVAL',
    );
    expect(refuseVote(byAccount, vote('guardia@consola.test'), 'approved')).toBeNull();
  });

  it("keeps a person's request as it was: only the requester is refused", () => {
    const byPerson = { ...byAccount, requester: 'soporte@consola.test', requesterOwners: undefined };
    expect(refuseVote(byPerson, vote('soporte@consola.test'), 'approved')?.code).toBe('SELF_APPROVAL');
    expect(refuseVote(byPerson, vote('admin@consola.test'), 'approved')).toBeNull();
  });
});

describe('refuseApprover (the api’s gate)', () => {
  const contract = contractOf('identity.setPassword')!;
  const approver = (name: string) => ({ name, roles: ['CGI.Admin'], serviceAccount: false });

  it('refuses the owners it is told of, with a 403 the refusal record keeps', () => {
    const refusal = refuseApprover(contract, approver('admin@consola.test'), {
      name: 'conciliacion-nocturna',
      owners: ['admin@consola.test'],
    });
    expect(refusal).toMatchObject({ status: 403, code: 'OWNER_APPROVAL' });
    expect(
      refuseApprover(contract, approver('guardia@consola.test'), {
        name: 'conciliacion-nocturna',
        owners: ['admin@consola.test'],
      }),
    ).toBeNull();
    expect(
      refuseApprover(contract, approver('admin@consola.test'), { name: 'Admin@Consola.test' }),
    ).toMatchObject({
      code: 'SELF_APPROVAL',
    });
  });
});
