import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate';
import { demoFixtures } from './seed';
import { startTestPlatform } from '@cgi/test-support/platform';

describe('a PGlite data directory across restarts', () => {
  let dataDir: string;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds once; a second start keeps the data and the changes', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cgi-platform-'));

    const first = await startTestPlatform({ dataDir });
    expect(first.platform.seeded).toBe(true);
    await first.client.subscribers.create({
      clicod: '888001',
      subscriber_name: 'Creado Antes Del Reinicio S.A.',
      organization_cuit: demoFixtures.demoOrganization.cuit,
      organization_legal_name: 'Estudio Contable Demo S.R.L.',
      subscriber_status_id: 1,
      subscriber_max_user_count: 3,
      creation_user: 'test',
      creation_date: new Date().toISOString(),
    });
    const counts = async (db: typeof first.platform.db) =>
      (
        await db.query<{ accounts: number; migrations: number; subscribers: number }>(
          `select (select count(*) from login_account)::int as accounts,
                  (select count(*) from schema_migrations)::int as migrations,
                  (select max(subscriber_id) from subscriber)::int as subscribers`,
        )
      )[0]!;
    const before = await counts(first.platform.db);
    await first.platform.close();

    const second = await startTestPlatform({ dataDir });
    try {
      expect(second.platform.seeded).toBe(false);
      expect(await counts(second.platform.db)).toEqual(before);
      expect(await migrate(second.platform.db)).toEqual([]);
      expect((await second.client.subscribers.byNumber('888001')).subscriber_name).toBe(
        'Creado Antes Del Reinicio S.A.',
      );
      // Ids continue after the seeded rows instead of colliding with them.
      const { subscriber_id } = await second.client.subscribers.create({
        clicod: '888002',
        subscriber_name: 'Después Del Reinicio S.A.',
        organization_cuit: demoFixtures.demoOrganization.cuit,
        organization_legal_name: 'x',
        subscriber_status_id: 1,
        subscriber_max_user_count: 1,
        creation_user: 'test',
        creation_date: new Date().toISOString(),
      });
      expect(subscriber_id).toBe(before.subscribers + 1);
    } finally {
      await second.platform.close();
    }
  });
});
