// The counts a benchmark or the scale test takes from the environment, checked once at start: a
// typo or a 0 where at least 1 is needed stops the script naming the variable (exit 2), instead
// of a table of NaN or a crash on an empty percentile half-way through a run.
import { z } from 'zod';

/** Its default, and the least (and, if given, the most) it may be. */
export type CountSpec = readonly [fallback: number, min: number, max?: number];

export function parseCounts<K extends string>(
  specs: Record<K, CountSpec>,
  env: Record<string, string | undefined>,
): { ok: true; counts: Record<K, number> } | { ok: false; message: string } {
  z.config(z.locales.es());
  const shape = Object.fromEntries(
    Object.entries<CountSpec>(specs).map(([name, [fallback, min, max]]) => [
      name,
      z.coerce
        .number()
        .int()
        .min(min)
        .max(max ?? Number.MAX_SAFE_INTEGER)
        .default(fallback),
    ]),
  );
  const parsed = z.object(shape).safeParse(env);
  return parsed.success
    ? { ok: true, counts: parsed.data as Record<K, number> }
    : { ok: false, message: z.prettifyError(parsed.error) };
}

/** The counts, or the script stops with what is wrong. */
export function readCounts<K extends string>(script: string, specs: Record<K, CountSpec>): Record<K, number> {
  const result = parseCounts(specs, process.env);
  if (result.ok) return result.counts;
  console.error(`${script}: ${result.message}`);
  process.exit(2);
}
