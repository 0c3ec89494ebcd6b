// `npm run backfill:outcomes`: records, once, the operations that ended before the worker
// recorded their outcomes (README, "Panel de operaciones"). Same environment as the worker.
import { createOperationOutcomes, openConsoleDb } from '@cgi/console-store';
import {
  consoleDataConverter,
  createPseudonyms,
  loadPayloadKeys,
  loadPseudonymKeys,
} from '@cgi/workflows/codec';
import { Client, Connection } from '@temporalio/client';
import { workerConfigFromEnv } from './config';
import { backfillOutcomes } from './outcome-backfill';

const config = workerConfigFromEnv(process.env);
const connection = await Connection.connect({ address: config.temporalAddress });
const client = new Client({
  connection,
  namespace: config.namespace,
  dataConverter: consoleDataConverter(await loadPayloadKeys(config.payloadKeys)),
});
const db = await openConsoleDb({
  url: config.consoleDatabaseUrl,
  passwordFile: config.consoleDatabasePasswordFile,
});
try {
  const pseudonyms = createPseudonyms(await loadPseudonymKeys(config.pseudonymKeys));
  const outcomes = createOperationOutcomes(db, { pseudonymize: pseudonyms.of });
  const { seen, added } = await backfillOutcomes(client, outcomes, {
    onProgress: (seen, added) =>
      process.stderr.write(`\r${seen} operaciones terminadas leídas, ${added} nuevas`),
  });
  process.stderr.write('\n');
  process.stdout.write(
    `Operaciones terminadas: ${seen}; registradas ahora: ${added}; ya estaban: ${seen - added}.\n`,
  );
} finally {
  await db.close();
  await connection.close();
}
