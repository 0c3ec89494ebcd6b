// The rules that decide what the add-user operation does once the account and its
// organization links are known (spec 1 §4 and §8). Pure, so they are unit-tested alone.
import { messages } from '../../messages';
import type { FoundLoginAccount, OrganizationLink } from './activities';

const OPEN_LINK_STATUSES = new Set(['ACTIVE', 'WAITING_VALIDATION']);

export type LinkPlan =
  { kind: 'create' } | { kind: 'reopen'; link: OrganizationLink } | { kind: 'keep'; link: OrganizationLink };

export type AddUserDecision =
  | { kind: 'reject'; code: string; message: string }
  | { kind: 'proceed'; link: LinkPlan; sendInvite: boolean };

export function decideAddUser(
  account: FoundLoginAccount | null,
  links: OrganizationLink[],
  organizationId: number,
): AddUserDecision {
  const accountStatus = account?.accountStatusCode ?? null;
  const link = links.find((l) => l.organizationId === organizationId);
  const linkStatus = link?.userStatusCode ?? null;

  if (accountStatus === 'ACTIVE' && linkStatus === 'ACTIVE') {
    return { kind: 'reject', code: 'USER_ALREADY_ACTIVE', message: messages.userAlreadyActive };
  }
  if (linkStatus === 'ACTIVE' && accountStatus !== 'ACTIVE') {
    return {
      kind: 'reject',
      code: 'USER_ACTIVE_ACCOUNT_PENDING',
      message: messages.userActiveAccountPending,
    };
  }
  if (!link && links.some((l) => OPEN_LINK_STATUSES.has(l.userStatusCode))) {
    return {
      kind: 'reject',
      code: 'EMAIL_IN_OTHER_ORGANIZATION',
      message: messages.emailInOtherOrganization,
    };
  }

  let plan: LinkPlan;
  if (!link) plan = { kind: 'create' };
  else if (OPEN_LINK_STATUSES.has(link.userStatusCode)) plan = { kind: 'keep', link };
  else plan = { kind: 'reopen', link };

  const accountAbsentOrWaiting = accountStatus === null || accountStatus === 'WAITING_VALIDATION';
  const linkAbsentOrWaiting = plan.kind !== 'keep' || linkStatus === 'WAITING_VALIDATION';
  return { kind: 'proceed', link: plan, sendInvite: accountAbsentOrWaiting && linkAbsentOrWaiting };
}
