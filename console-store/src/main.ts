// Entry point of the embedded console database (`npm start` runs it as `database`):
// PGlite under $DATA_DIR/console-db, served on CONSOLE_DB_PORT for the api and the worker, to
// those that give the password in $DATA_DIR/console-db-password (made here if missing).
import { z } from 'zod';
import { consoleDbPasswordPath, loadOrCreateConsoleDbPassword, withoutPassword } from './embedded-password';
import { startEmbeddedConsoleDb } from './embedded-server';

const env = z
  .object({
    DATA_DIR: z.string().default('.data'),
    CONSOLE_DB_PORT: z.coerce.number().int().min(1).max(65535).default(5434),
  })
  .parse(process.env);

const server = await startEmbeddedConsoleDb({
  dataDir: `${env.DATA_DIR}/console-db`,
  port: env.CONSOLE_DB_PORT,
  password: await loadOrCreateConsoleDbPassword(consoleDbPasswordPath(env.DATA_DIR)),
});
console.log(
  `console database listening on ${withoutPassword(server.url)} (its password: ${consoleDbPasswordPath(env.DATA_DIR)})`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('console database: stop failed', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
