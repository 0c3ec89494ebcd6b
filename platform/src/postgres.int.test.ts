// The migrations and the seed on a real PostgreSQL server: a fresh, empty database is
// migrated and seeded once, serves, resolves racing writes, and keeps its data across a
// restart. Runs when TEST_DATABASE_URL names a server this test may create databases on (the
// whole contract suite then runs there too, see test-support.ts); a testcontainers smoke test
// runs where a Docker engine exists. Both skip otherwise.
import { describe, expect, it } from 'vitest';
import { demoFixtures } from './seed';
import {
  dockerAvailable,
  failureOf,
  freshPostgresDatabase,
  startTestPlatform,
} from '@cgi/test-support/platform';
import { scaled } from '@cgi/test-support/slowdown';

const serverUrl = process.env.TEST_DATABASE_URL || process.env.PLATFORM_TEST_DATABASE_URL;

async function migratesSeedsAndServes(server: string) {
  const database = await freshPostgresDatabase(server, 'empty');
  try {
    const first = await startTestPlatform({ databaseUrl: database.url });
    try {
      expect(first.platform.seeded).toBe(true);
      expect(first.platform.db.kind).toBe('postgres');
      expect(await first.client.subscribers.users(demoFixtures.subscriberWithRoom)).toHaveLength(3);
      const { loginAccount } = await first.client.loginAccounts.byEmail('ESPERA@demo.com.ar');
      const subscriber = await first.client.subscribers.byNumber(demoFixtures.subscriberWithoutLimit);
      const body = {
        user_id: loginAccount.organizationUsers[0]!.userId,
        subscriber_id: subscriber.subscriber_id,
        creation_user: 'test',
        creation_date: new Date().toISOString(),
      };
      const outcomes = await Promise.allSettled([
        first.client.subscribers.assignUser(body),
        first.client.subscribers.assignUser(body),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected');
      expect(await failureOf(Promise.reject((rejected as PromiseRejectedResult).reason))).toMatchObject({
        status: 409,
      });
      const found = await first.client.organizations.search({ organizationName: 'demo' });
      expect(found.map((o) => o.organizationCuit)).toContain(demoFixtures.demoOrganization.cuit);
    } finally {
      await first.platform.close();
    }

    const second = await startTestPlatform({ databaseUrl: database.url });
    try {
      expect(second.platform.seeded).toBe(false);
      expect(await second.client.subscribers.users(demoFixtures.subscriberWithoutLimit)).toHaveLength(2);
    } finally {
      await second.platform.close();
    }
  } finally {
    await database.drop();
  }
}

describe.skipIf(!serverUrl)('platform on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('migrates, seeds once, serves, handles racing writes, keeps data across a restart', () =>
    migratesSeedsAndServes(serverUrl!));
});

describe.skipIf(!dockerAvailable())('platform on a testcontainers PostgreSQL', () => {
  it(
    'migrates, seeds once and serves',
    async () => {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer('postgres:15').start();
      try {
        await migratesSeedsAndServes(container.getConnectionUri());
      } finally {
        await container.stop();
      }
    },
    scaled(180_000),
  );
});
