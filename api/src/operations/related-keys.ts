// The entities an operation touches (OperationRelated), so every timeline finds it: the keys
// its contract names, plus, for an organization user, that user's e-mail and organization —
// the user search screen knows a login e-mail, the subscriber screens an organization user id.
import type { PlatformClient } from '@cgi/platform/client';
import { relatedKey, type OperationContract } from '@cgi/workflows';

/** Keys beyond this are dropped (Temporal bounds a search attribute's size). */
const MAX_KEYS = 20;

export async function relatedKeysOf(
  contract: OperationContract,
  input: Record<string, unknown>,
  platform: (() => PlatformClient) | undefined,
): Promise<string[]> {
  const keys = new Set(contract.related?.(input) ?? []);
  const userIds = [...keys].filter((key) => key.startsWith('user:')).map((key) => Number(key.slice(5)));
  if (platform && userIds.length > 0 && userIds.length <= 5) {
    const client = platform();
    await Promise.all(
      userIds.map(async (userId) => {
        // A lookup that fails only makes the timeline poorer; the operation still starts.
        const user = await client.organizations.userData(userId).catch(() => null);
        if (!user) return;
        keys.add(relatedKey('email', user.account.email));
        keys.add(relatedKey('organization', user.organizationId));
      }),
    );
  }
  return [...keys].slice(0, MAX_KEYS);
}
