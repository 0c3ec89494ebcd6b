// `consola` (npm run cli -- ..., or npx consola ...): the console's operations from a terminal,
// through the same API and contract as the web app. The commands are scripts/lib/cli/commands/*.ts.
import { runCli } from './lib/cli/run-cli';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
