// How big each seed is. Totals include the fixtures and are approximate (per-organization
// counts are drawn around the average); the ME-area rows (studies' customers, documents,
// declarations, instances, sessions, subscriptions) follow from them per study or per
// account. Rows are produced in chunks of organizations so a large size streams into the
// database instead of being built in memory at once.

export interface SeedSizeConfig {
  /** PRNG seed: changing it changes every generated row. */
  seed: string;
  organizations: number;
  loginAccounts: number;
  subscribers: number;
  organizationsPerChunk: number;
}

export const seedSizes = {
  demo: {
    seed: 'cgi-demo-v1',
    organizations: 60,
    loginAccounts: 400,
    subscribers: 150,
    organizationsPerChunk: 100,
  },
  /** For load and query benchmarks (scripts/seed-bench.ts): never loaded by the tests. */
  bench: {
    seed: 'cgi-bench-v1',
    organizations: 100_000,
    loginAccounts: 1_000_000,
    subscribers: 250_000,
    organizationsPerChunk: 500,
  },
} as const satisfies Record<string, SeedSizeConfig>;

export type SeedSize = keyof typeof seedSizes;

export function isSeedSize(value: string): value is SeedSize {
  return Object.hasOwn(seedSizes, value);
}
