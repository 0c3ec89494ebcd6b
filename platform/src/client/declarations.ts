// Entity legal declarations service (spec 2 §7 "Declarations service"): locked sworn
// declarations a firm prepared for its customers, and unlocking them.
import type { Call } from './http';

export interface LockedDeclaration {
  personalLegalDeclarationId: string;
  _id: string;
  personalLegalDeclarationDesc: string;
  customerSuborganizationId: number;
  /** Ours: the customer's name, which the list's Cliente column shows. */
  customerSuborganizationName: string;
  /** The firm (study). */
  suborganizationId: number;
  organizationId: number;
  modificationDate: string;
  bpDeclarations: {
    editionUserId: string;
    bpDeclarationPeriodYear: number;
    bpMaturityDueDate: string;
    declarationStatusDesc: string;
  };
}

export function declarationsClient(call: Call) {
  return {
    /** Locked declarations of a firm, most recently modified first. */
    locked: (suborganizationId: number) =>
      call<LockedDeclaration[]>('declarations', 'GET', '/getAllLockedEntityLegalDecl', {
        query: { suborganizationId },
      }),
    /**
     * One id or a list (bulk). All or none: an unknown id unlocks nothing. `unlockUser` (ours)
     * records who unlocked; without it the service records `console`.
     */
    unlock: (personalLegalDeclarationId: string | string[], unlockUser?: string) =>
      call<{ personalLegalDeclarationId: string[]; unlockedCount: number }>(
        'declarations',
        'PATCH',
        '/unLockEntityLegalDecl',
        { body: { personalLegalDeclarationId, ...(unlockUser ? { unlockUser } : {}) } },
      ),
  };
}
