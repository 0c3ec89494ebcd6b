// The same migrations, seed and services on a PostgreSQL server. Runs only when
// PLATFORM_TEST_DATABASE_URL names a database this test may wipe (machines without a server
// skip it).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { demoFixtures } from './seed';
import { failureOf, startTestPlatform } from './test-support';

const databaseUrl = process.env.PLATFORM_TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('platform on PostgreSQL', () => {
  it('migrates, seeds once, serves, and handles racing writes', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('drop schema public cascade; create schema public');
    await admin.end();

    const first = await startTestPlatform({ databaseUrl });
    try {
      expect(first.platform.seeded).toBe(true);
      const users = await first.client.subscribers.users(demoFixtures.subscriberWithRoom);
      expect(users).toHaveLength(3);
      const { loginAccount } = await first.client.loginAccounts.byEmail('ESPERA@demo.com.ar');
      expect(loginAccount.organizationUsers).toHaveLength(1);

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
    } finally {
      await first.platform.close();
    }

    const second = await startTestPlatform({ databaseUrl });
    try {
      expect(second.platform.seeded).toBe(false);
      expect(await second.client.subscribers.users(demoFixtures.subscriberWithoutLimit)).toHaveLength(2);
    } finally {
      await second.platform.close();
    }
  });
});
