// The names of the entities operations act on (a subscriber's, an organization's, a study's, a
// notification's, an organization user's), shown beside their numbers: in the operations list's
// 'Objetivo', in a detail, in the chip of a timeline ('Historial de <name>'). Staff recognise
// names, not numbers. Looked up on the platform when an operation is read and kept a short
// while (a page of 50 rows on a few subscribers costs a few lookups); never stored in
// Temporal's index. A lookup that fails leaves the number alone.
import type { PlatformClient } from '@cgi/platform/client';
import { contractOf, type RelatedKind, type TargetKind } from '@cgi/workflows';

/** How long a name is reused; a renamed subscriber shows its new name after this. */
const TTL_MS = 5 * 60_000;
/** Names kept at most (the oldest go first). */
const MAX_ENTRIES = 2_000;

export type EntityKind = TargetKind | RelatedKind;

async function lookUp(platform: PlatformClient, kind: EntityKind, id: string): Promise<string | null> {
  switch (kind) {
    case 'subscriber':
      return (await platform.subscribers.byNumber(id)).subscriber_name;
    case 'organization':
      return (await platform.organizations.byId(Number(id))).organizationName;
    case 'study':
      return (await platform.suborganizations.byId(Number(id))).suborganizationName;
    case 'notification': {
      const [notification] = await platform.globalNotifications.list({ id: Number(id) });
      return notification?.notificationTitle ?? null;
    }
    case 'user': {
      const { account } = await platform.organizations.userData(Number(id));
      return `${account.firstName} ${account.lastName}`.trim() || account.email;
    }
    case 'email':
      // The e-mail is what staff know the person by.
      return id;
  }
}

export interface EntityNames {
  /** The entity's name, or null when it has none or the platform did not answer. */
  of(kind: EntityKind, id: string): Promise<string | null>;
  /** The name of what an operation of `type` has as its target. */
  ofTarget(type: string, target: string): Promise<string | null>;
}

export function entityNameLookup(platform: () => PlatformClient): EntityNames {
  const cache = new Map<string, { at: number; name: Promise<string | null> }>();
  const of = (kind: EntityKind, id: string): Promise<string | null> => {
    if (!id || (kind !== 'subscriber' && kind !== 'email' && !/^\d{1,15}$/.test(id))) {
      return Promise.resolve(null);
    }
    const key = `${kind}:${id}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && now - cached.at < TTL_MS) return cached.name;
    const name: Promise<string | null> = lookUp(platform(), kind, id)
      .then((found) => found?.trim() || null)
      .catch(() => {
        // Not kept: the next read tries again.
        if (cache.get(key)?.name === name) cache.delete(key);
        return null;
      });
    cache.delete(key);
    cache.set(key, { at: now, name });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    return name;
  };
  return {
    of,
    ofTarget(type, target) {
      const kind = contractOf(type)?.targetKind;
      return kind ? of(kind, target.trim()) : Promise.resolve(null);
    },
  };
}
