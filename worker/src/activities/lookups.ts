// Reads several operations share: the login account by e-mail (absent is not an error) and
// the organization link in the shape the workflows decide on.
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
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
