import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace: unit tests, workflow tests against a real local
// Temporal server, and API tests over HTTP. Browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: [
      '{platform,workflows,worker,api,web,scripts}/src/**/*.test.{ts,tsx}',
      'workflows/codec/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
