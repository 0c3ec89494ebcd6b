// Where the record's stream goes, on a real database (in-process PGlite): who set it and its own
// secret are stored sealed, who also by pseudonym, and read back whole; a row set before they were
// sealed (migration 023) is sealed once at start-up; forgetting who set it empties their value.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import {
  consoleDataConverter,
  createPseudonyms,
  createValueSealer,
  generatePayloadKey,
  generatePseudonymKey,
} from '@cgi/workflows/codec';
import { openConsoleDb } from '../db';
import { eraseOperations } from './erasure';
import { createRecordStream } from './stream';

const ADMIN = 'Ana.Admin@consola.test';
const SECRET = 'secreto-propio-del-envio-0001';
const URL_SET = 'https://auditoria.example.com/consola';
const pseudonyms = createPseudonyms([generatePseudonymKey('s1')]);
const sealer = createValueSealer(consoleDataConverter([generatePayloadKey('k1')]).payloadCodecs ?? []);
let db: Db;

const row = async () =>
  (
    await db.query<{
      updated_by: string | null;
      updated_by_key: string | null;
      webhook_secret: string | null;
    }>('select updated_by, updated_by_key, webhook_secret from operation_record_stream where id = 1')
  )[0]!;

beforeAll(async () => {
  db = await openConsoleDb({});
});
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query(
    `update operation_record_stream set webhook_url = null, webhook_secret = null, updated_by = null,
            updated_by_key = null, updated_at = null where id = 1`,
  );
});

it('stores who set it and its secret sealed, who by pseudonym too, and reads them back whole', async () => {
  const stream = createRecordStream(db, { sealer, pseudonyms });
  await stream.setDestination({ webhookUrl: URL_SET, secret: SECRET }, ADMIN);
  const stored = await row();
  expect(stored.updated_by).toMatch(/^sealed:/);
  expect(stored.webhook_secret).toMatch(/^sealed:/);
  expect(stored.updated_by_key).toBe(pseudonyms.of(ADMIN));
  expect(JSON.stringify(stored).toLowerCase()).not.toContain(ADMIN.toLowerCase());
  expect(JSON.stringify(stored)).not.toContain(SECRET);

  expect((await stream.state()).destination).toMatchObject({ updatedBy: ADMIN, hasWebhookSecret: true });
  expect((await stream.pending(10))?.secret).toBe(SECRET);

  // The same address without a secret keeps the one it has; null signs with the console's.
  await stream.setDestination({ webhookUrl: URL_SET }, ADMIN);
  expect((await stream.pending(10))?.secret).toBe(SECRET);
  await stream.setDestination({ webhookUrl: URL_SET, secret: null }, ADMIN);
  expect((await stream.pending(10))?.secret).toBeNull();
  expect((await stream.state()).destination?.hasWebhookSecret).toBe(false);

  // Removed: who removed it is kept the same way.
  expect(await stream.removeDestination(ADMIN)).toBe(true);
  expect((await row()).updated_by).toMatch(/^sealed:/);
});

it('seals a destination set before its settings were sealed, once, even with two processes at once', async () => {
  // As migration 021 left it: who and the secret in clear.
  await db.query(
    `update operation_record_stream set webhook_url = $1, webhook_secret = $2, updated_by = $3,
            updated_at = now() where id = 1`,
    [URL_SET, SECRET, ADMIN],
  );
  const stream = createRecordStream(db, { sealer, pseudonyms });
  // Read before it is sealed, it reads as it is.
  expect((await stream.pending(10))?.secret).toBe(SECRET);

  const [first, second] = await Promise.all([stream.sealOlderSettings(), stream.sealOlderSettings()]);
  expect(first.sealed + second.sealed).toBe(2);
  const stored = await row();
  expect(stored.updated_by).toMatch(/^sealed:/);
  expect(stored.webhook_secret).toMatch(/^sealed:/);
  expect(stored.updated_by_key).toBe(pseudonyms.of(ADMIN));
  expect((await stream.state()).destination?.updatedBy).toBe(ADMIN);
  expect((await stream.pending(10))?.secret).toBe(SECRET);
  expect(await stream.sealOlderSettings()).toEqual({ sealed: 0 });
});

it('forgets who set it when that person is forgotten, keeping their pseudonym', async () => {
  const stream = createRecordStream(db, { sealer, pseudonyms });
  await stream.setDestination({ webhookUrl: URL_SET, secret: SECRET }, ADMIN);
  // Someone else's erasure leaves it.
  await eraseOperations(db, [], { elementKeys: [], targets: pseudonyms.all('otra@consola.test') });
  expect((await stream.state()).destination?.updatedBy).toBe(ADMIN);
  await eraseOperations(db, [], { elementKeys: [], targets: pseudonyms.all(ADMIN) });
  expect(await row()).toMatchObject({ updated_by: null, updated_by_key: pseudonyms.of(ADMIN) });
  expect((await stream.state()).destination).toMatchObject({ updatedBy: '', hasWebhookSecret: true });
  expect((await stream.pending(10))?.secret).toBe(SECRET);
});
