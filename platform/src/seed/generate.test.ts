import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountStatusIds, subscriberStatusIds, userStatusIds } from './catalog-ids';
import { isValidCuit } from './cuit';
import { demoFixtures } from './fixtures';
import { generateSeed } from './generate';
import { emptyChunk, seedTables, type SeedChunk } from './rows';

function collect(): SeedChunk {
  const all = emptyChunk();
  for (const chunk of generateSeed('demo')) {
    for (const table of seedTables) (all[table] as unknown[]).push(...chunk[table]);
  }
  return all;
}

const digest = (data: SeedChunk) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

describe('demo seed', () => {
  const data = collect();

  it('is the same on every run', () => {
    expect(digest(collect())).toBe(digest(data));
  });

  it('has the documented sizes', () => {
    expect(data.organization).toHaveLength(60);
    expect(data.subscriber.length).toBeGreaterThanOrEqual(130);
    expect(data.subscriber.length).toBeLessThanOrEqual(170);
    expect(data.login_account.length).toBeGreaterThanOrEqual(350);
    expect(data.login_account.length).toBeLessThanOrEqual(450);
    const types = data.organization.map((o) => o.organization_type_id);
    expect(new Set(types)).toEqual(new Set([1, 2, 3]));
    expect(types.filter((t) => t === 2).length).toBeGreaterThan(types.length / 2);
  });

  it('gives every organization and study a valid, unique CUIT', () => {
    const cuits = [
      ...data.organization.map((o) => o.organization_cuit),
      ...data.suborganization.map((s) => s.suborganization_cuit),
    ];
    expect(cuits.every(isValidCuit)).toBe(true);
    expect(new Set(data.organization.map((o) => o.organization_cuit)).size).toBe(data.organization.length);
  });

  it('represents every status', () => {
    const has = (values: number[], ids: Record<string, number>) =>
      expect(new Set(values)).toEqual(new Set(Object.values(ids)));
    has(
      data.organization_user.map((u) => u.user_status_id),
      userStatusIds,
    );
    has(
      data.login_account.map((a) => a.account_status_id),
      accountStatusIds,
    );
    has(
      data.subscriber.map((s) => s.subscriber_status_id),
      subscriberStatusIds,
    );
    expect(new Set(data.invite.map((i) => i.invite_status_id))).toEqual(new Set([1, 2]));
    expect(new Set(data.product_subscription.map((s) => s.is_active))).toEqual(new Set([true, false]));
  });

  it('keeps e-mails, subscriber numbers and links unique', () => {
    expect(new Set(data.login_account.map((a) => a.email)).size).toBe(data.login_account.length);
    expect(new Set(data.subscriber.map((s) => s.subscriber_ref_id)).size).toBe(data.subscriber.length);
    const links = data.organization_user.map((u) => `${u.login_account_id}/${u.organization_id}`);
    expect(new Set(links).size).toBe(links.length);
  });

  it('has subscribers without organization, without limit and at capacity', () => {
    const activeIds = new Set<number>([userStatusIds.ACTIVE, userStatusIds.WAITING_VALIDATION]);
    const statusOf = new Map(data.organization_user.map((u) => [u.user_id, u.user_status_id]));
    const activeCount = (subscriberId: number) =>
      data.subscriber_user.filter(
        (su) => su.subscriber_id === subscriberId && activeIds.has(statusOf.get(su.user_id)!),
      ).length;
    expect(data.subscriber.some((s) => s.organization_id === null)).toBe(true);
    expect(data.subscriber.some((s) => s.subscriber_max_user_count === null)).toBe(true);
    const full = data.subscriber.filter(
      (s) =>
        s.subscriber_max_user_count !== null && activeCount(s.subscriber_id) >= s.subscriber_max_user_count,
    );
    expect(full.map((s) => s.subscriber_ref_id)).toContain(demoFixtures.subscriberAtCapacity);
    for (const s of data.subscriber) {
      if (s.subscriber_max_user_count !== null) {
        expect(activeCount(s.subscriber_id)).toBeLessThanOrEqual(s.subscriber_max_user_count);
      }
    }
    const withRoom = data.subscriber.find((s) => s.subscriber_ref_id === demoFixtures.subscriberWithRoom)!;
    expect(activeCount(withRoom.subscriber_id)).toBeLessThan(withRoom.subscriber_max_user_count!);
  });

  it('holds the fixtures', () => {
    const emails = new Set(data.login_account.map((a) => a.email));
    for (const key of ['activeEmail', 'waitingEmail', 'invitedEmail', 'otherOrganizationEmail'] as const) {
      expect(emails).toContain(demoFixtures[key]);
    }
    expect(emails).not.toContain(demoFixtures.unknownEmail);
  });
});
