// `npm run record:copy`: copies into the console's record, once, the operations Temporal holds
// that the record lacks (docs/operations.md, "El registro"), and the outcome rows kept before the
// record. The worker does the same at its first start; running it again adds nothing. Same
// environment as the worker.
import { copyLegacyOutcomes, createRecordWriter, openConsoleDb } from '@cgi/console-store';
import {
  consoleDataConverter,
  createValueSealer,
  createPseudonyms,
  loadPayloadKeys,
  loadPseudonymKeys,
} from '@cgi/workflows/codec';
import { Client, Connection } from '@temporalio/client';
import { workerConfigFromEnv } from './config';
import { copyFromTemporal } from './record-copy';

const config = workerConfigFromEnv(process.env);
const payloadKeys = await loadPayloadKeys(config.payloadKeys);
const pseudonyms = createPseudonyms(await loadPseudonymKeys(config.pseudonymKeys));
const connection = await Connection.connect({ address: config.temporalAddress });
const client = new Client({
  connection,
  namespace: config.namespace,
  dataConverter: consoleDataConverter(payloadKeys),
});
const db = await openConsoleDb({ url: config.consoleDatabaseUrl });
try {
  const legacy = await copyLegacyOutcomes(db, (value) => pseudonyms.of(value));
  const { seen, added } = await copyFromTemporal(
    client,
    createRecordWriter(db, createValueSealer(consoleDataConverter(payloadKeys).payloadCodecs ?? [])),
    pseudonyms,
    {
      onProgress: ({ seen, added }) =>
        process.stderr.write(`\r${seen} operaciones leídas de Temporal, ${added} nuevas`),
    },
  );
  process.stderr.write('\n');
  process.stdout.write(
    `Operaciones en Temporal: ${seen}; copiadas ahora al registro: ${added}; ya estaban: ${seen - added}.\n` +
      (legacy.copied ? `Resultados anteriores al registro copiados: ${legacy.copied}.\n` : ''),
  );
} finally {
  await db.close();
  await connection.close();
}
