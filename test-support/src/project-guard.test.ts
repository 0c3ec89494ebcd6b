// A unit test (vitest's unit project: no global setup, no Temporal server) that reaches for
// Temporal or the platform through the harness fails at once, saying what to rename it to,
// instead of starting a server of its own or waiting for one.
import { expect, it } from 'vitest';
import { startApiTestEnv } from './api-env';
import { startTemporalTestEnv } from './operations-env';
import { openTestDb, startTestPlatform } from './platform';

const RENAME =
  /project-guard\.test\.ts starts .+, so it is an integration test, not a unit one\. Rename it project-guard\.int\.test\.ts/;

it('refuses Temporal, the platform and the api environment in a unit test, at once and by name', async () => {
  expect(process.env.CGI_TEST_PROJECT).toBe('unit');
  const started = Date.now();
  await expect(startTemporalTestEnv()).rejects.toThrow(RENAME);
  await expect(startTestPlatform()).rejects.toThrow(RENAME);
  await expect(openTestDb()).rejects.toThrow(RENAME);
  await expect(startApiTestEnv()).rejects.toThrow(RENAME);
  expect(Date.now() - started).toBeLessThan(2_000);
});
