// Reads several operations share: the login account by e-mail (absent is not an error), its
// creation safe to run twice, and the organization link in the shape the workflows decide on.
import { PlatformError, type LoginAccountCreate, type PlatformClient } from '@cgi/platform/client';
import type { FoundLoginAccount, OrganizationLink } from '@cgi/workflows';

export async function findLoginAccount(
  platform: PlatformClient,
  email: string,
): Promise<FoundLoginAccount | null> {
  try {
    const { loginAccount } = await platform.loginAccounts.byEmail(email);
    return {
      loginAccountId: loginAccount.loginAccountId,
      accountStatusCode: loginAccount.accountStatus?.accountStatusCode ?? loginAccount.accountStatusCode,
    };
  } catch (error) {
    // 'Verify LoginAccount email.' (spec 1 §7) means the account is not registered.
    if (
      error instanceof PlatformError &&
      (error.isNotFound || error.messageIncludes('Verify LoginAccount'))
    ) {
      return null;
    }
    throw error;
  }
}

/** Creates the login account; a retry after a lost answer (409) finds the one it created. */
export async function createLoginAccountOnce(
  platform: PlatformClient,
  account: LoginAccountCreate,
): Promise<FoundLoginAccount> {
  try {
    const { loginAccount } = await platform.loginAccounts.create(account);
    return { loginAccountId: loginAccount.loginAccountId, accountStatusCode: loginAccount.accountStatusCode };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 409) {
      const existing = await findLoginAccount(platform, account.email);
      if (existing) return existing;
    }
    throw error;
  }
}

export function toOrganizationLink(link: {
  userId: number;
  organizationId: number;
  status: { userStatusCode: string };
}): OrganizationLink {
  return {
    userId: link.userId,
    organizationId: link.organizationId,
    userStatusCode: link.status.userStatusCode,
  };
}
