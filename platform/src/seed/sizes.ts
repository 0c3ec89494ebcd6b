// How big each seed is. Totals include the fixtures and are approximate (per-organization
// counts are drawn around the average). Rows are produced in chunks of organizations so a
// large size streams into the database instead of being built in memory at once.

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
} as const satisfies Record<string, SeedSizeConfig>;

export type SeedSize = keyof typeof seedSizes;

export function isSeedSize(value: string): value is SeedSize {
  return Object.hasOwn(seedSizes, value);
}
