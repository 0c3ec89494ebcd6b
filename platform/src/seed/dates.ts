// Seeded dates fall in a fixed window so the data set does not depend on when it is built.

export const seedEpoch = Date.parse('2019-01-01T00:00:00Z');
/** "Today" for the seed: inactive subscriptions finished before it, active ones after. */
export const seedToday = Date.parse('2025-06-30T12:00:00Z');

const dayMs = 86_400_000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A whole-second instant between `from` and `to` (epoch ms). */
export function instantBetween(random: () => number, from: number, to: number): number {
  return Math.floor((from + random() * (to - from)) / 1000) * 1000;
}

export function addDays(ms: number, days: number): number {
  return ms + days * dayMs;
}
