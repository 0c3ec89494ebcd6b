import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountStatusIds, subscriberStatusIds, userStatusIds } from './catalog-ids';
import { isValidCuit } from './cuit';
import { demoFixtures } from './fixtures';
import { generateSeed } from './generate';
import { openTestDb } from '@cgi/test-support/platform';
import { loadSeed } from './apply';
import { emptyChunk, seedTables, type SeedChunk } from './rows';
import { seedSizes } from './sizes';

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

describe('demo seed, ME area', () => {
  const data = collect();
  const distinct = <T>(values: T[]) => new Set(values);

  it('has rows of every ME-area table', () => {
    for (const table of seedTables) expect([table, data[table].length > 0]).toEqual([table, true]);
  });

  it('represents every state the screens and operations branch on', () => {
    const folderStates = data.system_directory.map((d) => (d.is_deleted ? 'DELETED' : d.status_code));
    expect(distinct(folderStates)).toEqual(new Set(['ACTIVE', 'DELETED', 'INACTIVE', 'PENDING']));
    expect(distinct(data.comm_subscription.map((s) => s.subscription_status_code)).size).toBe(8);
    expect(distinct(data.global_notification.map((n) => n.notification_type_id))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    expect(data.global_notification.some((n) => n.related_notification_id !== null)).toBe(true);
    expect(distinct(data.application_instance.map((i) => i.org_app_access_status_code))).toEqual(
      new Set(['GRANTED', 'REVOKED', 'SUSPENDED']),
    );
    expect(distinct(data.user_app_access.map((a) => a.user_app_access_status_code))).toEqual(
      new Set(['GRANTED', 'REVOKED']),
    );
    expect(
      data.application_instance_module.some((m) => m.finish_date !== null && m.finish_date < '2025-06-30'),
    ).toBe(true);
    expect(distinct(data.legal_declaration.map((d) => d.is_locked))).toEqual(new Set([true, false]));
    expect(distinct(data.app_version.map((v) => v.deprecation_date === null))).toEqual(
      new Set([true, false]),
    );
    expect(distinct(data.file_extension.map((e) => e.is_enabled))).toEqual(new Set([true, false]));
    const devices = data.device_session.map((s) => s.device_model ?? 'none');
    for (const kind of ['Android', 'iPhone OS', 'Windows', 'none'])
      expect(devices.some((d) => d.includes(kind))).toBe(true);
  });

  it('gives every instance the five parameters, and keeps ids and CUITs unique', () => {
    for (const instance of data.application_instance) {
      const codes = data.application_instance_parameter
        .filter((p) => p.application_instance_id === instance.application_instance_id)
        .map((p) => p.app_parameter_code);
      expect(codes).toHaveLength(5);
    }
    expect(distinct(data.recycle_document.map((d) => d.document_id)).size).toBe(data.recycle_document.length);
    expect(distinct(data.comm_subscription.map((s) => s.cuit_destinatario)).size).toBe(
      data.comm_subscription.length,
    );
    const customers = data.suborganization.filter((s) => s.firm_suborganization_id !== null);
    const firmsByCuit = new Map<string, Set<number>>();
    for (const c of customers) {
      firmsByCuit.set(
        c.suborganization_cuit,
        (firmsByCuit.get(c.suborganization_cuit) ?? new Set()).add(c.firm_suborganization_id!),
      );
    }
    expect([...firmsByCuit.values()].some((firms) => firms.size > 1)).toBe(true);
    expect(customers.every((c) => isValidCuit(c.suborganization_cuit))).toBe(true);
  });
});

describe('bench seed at a tiny scale', () => {
  const tiny = {
    ...seedSizes.bench,
    organizations: 300,
    loginAccounts: 3000,
    subscribers: 750,
    organizationsPerChunk: 100,
  };

  it('streams in chunks, keeps keys unique and references whole', () => {
    const all = emptyChunk();
    let chunks = 0;
    for (const chunk of generateSeed(tiny)) {
      chunks++;
      for (const table of seedTables) (all[table] as unknown[]).push(...chunk[table]);
    }
    expect(chunks).toBeGreaterThanOrEqual(4);
    expect(all.organization).toHaveLength(300);
    expect(all.login_account.length).toBeGreaterThan(2500);
    expect(all.login_account.length).toBeLessThan(3500);
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(all.organization.map((o) => o.organization_cuit));
    unique(all.login_account.map((a) => a.email));
    unique(all.subscriber.map((s) => s.subscriber_ref_id));
    unique(all.legal_declaration.map((d) => d.personal_legal_declaration_id));
    unique(all.device_session.map((s) => s.uuid_device_session));
    const suborganizations = new Set(all.suborganization.map((s) => s.suborganization_id));
    const users = new Set(all.organization_user.map((u) => u.user_id));
    expect(
      all.suborganization_staff.every(
        (s) => suborganizations.has(s.suborganization_id) && users.has(s.user_id),
      ),
    ).toBe(true);
    expect(all.recycle_document.every((d) => suborganizations.has(d.suborganization_id))).toBe(true);
  });

  it('loads into a database chunk by chunk and reports its timings', async () => {
    const { db, close } = await openTestDb();
    try {
      const small = {
        ...tiny,
        organizations: 40,
        loginAccounts: 400,
        subscribers: 100,
        organizationsPerChunk: 10,
      };
      let generated = 0;
      for (const chunk of generateSeed(small))
        for (const table of seedTables) generated += chunk[table].length;
      const progress: number[] = [];
      const stats = await loadSeed(db, small, (s) => progress.push(s.rows));
      expect(stats.rows).toBe(generated);
      expect(stats.chunks).toBe(progress.length);
      expect(stats.generationMs).toBeGreaterThan(0);
      expect(stats.loadMs).toBeGreaterThan(0);
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from organization');
      expect(row!.n).toBe(40);
      await expect(loadSeed(db, small)).rejects.toThrow(/already holds data/);
    } finally {
      await close();
    }
  });
});
