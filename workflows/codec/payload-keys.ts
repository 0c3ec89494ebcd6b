// Where the payload codec's keys come from: TEMPORAL_PAYLOAD_KEYS (`id:base64,...`, the first
// one encrypts, all of them decrypt) or, outside PROD when it is not set, a key file under
// DATA_DIR that the first process to start creates (0600) and every later start reuses.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { formatKeyList, keyListSchema, keyListVariableSchema, type KeyWithId } from './key-list';

/** 32 bytes: AES-256. */
export type PayloadKey = KeyWithId;

/** How a process gets its keys, decided when its configuration is read. */
export type PayloadKeysConfig =
  { source: 'environment'; keys: PayloadKey[] } | { source: 'file'; path: string };

export const PAYLOAD_KEYS_VARIABLE = 'TEMPORAL_PAYLOAD_KEYS';
export const PAYLOAD_KEY_FILE_NAME = 'payload-keys.json';

const KEY_ID = /^[A-Za-z0-9._-]{1,64}$/;

const keyIdSchema = z.string().regex(KEY_ID, {
  error: 'El id de una clave usa letras, dígitos, punto, guion o guion bajo (hasta 64)',
});
const keyList = keyListSchema(keyIdSchema);

/** TEMPORAL_PAYLOAD_KEYS: `id:base64` pairs separated by commas; the first one encrypts. */
export const payloadKeysVariableSchema = keyListVariableSchema(keyList);

const keyFileSchema = z.object({ keys: keyList });

/** Outside PROD a missing TEMPORAL_PAYLOAD_KEYS means the key file in DATA_DIR; PROD refuses to start. */
export function payloadKeysConfig(options: {
  keys: PayloadKey[] | undefined;
  dataDir: string;
  environment: string;
}): PayloadKeysConfig {
  if (options.keys) return { source: 'environment', keys: options.keys };
  if (options.environment === 'PROD') {
    throw new Error(
      `CONSOLE_ENVIRONMENT=PROD requiere ${PAYLOAD_KEYS_VARIABLE}: las claves que cifran los datos de las ` +
        'operaciones en Temporal (id:clave-base64 de 32 bytes, separadas por comas; la primera cifra). ' +
        'Ver "Payloads encrypted in Temporal" en docs/security.md.',
    );
  }
  return { source: 'file', path: join(options.dataDir, PAYLOAD_KEY_FILE_NAME) };
}

export function generatePayloadKey(id = `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`) {
  return { id: `${id}-${randomBytes(3).toString('hex')}`, key: randomBytes(32) } satisfies PayloadKey;
}

/** The TEMPORAL_PAYLOAD_KEYS value of these keys (child processes, docs). */
export const formatPayloadKeys: (keys: readonly PayloadKey[]) => string = formatKeyList;

async function readKeyFile(path: string): Promise<PayloadKey[]> {
  const parsed = keyFileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${path} no es un archivo de claves válido: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  return parsed.data.keys;
}

/**
 * Reads the key file, creating it with one new key when it does not exist. The api and the
 * worker may start at once on a fresh DATA_DIR: the file appears whole (hard link of a
 * finished temporary file), and whoever loses the race reads the winner's keys.
 */
export async function loadOrCreateKeyFile(
  path: string,
  generate: () => PayloadKey = generatePayloadKey,
): Promise<PayloadKey[]> {
  try {
    return await readKeyFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  const key = generate();
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(
    temporary,
    `${JSON.stringify({ keys: [{ id: key.id, key: key.key.toString('base64') }] }, null, 2)}\n`,
    {
      mode: 0o600,
    },
  );
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return readKeyFile(path);
}

export async function loadPayloadKeys(config: PayloadKeysConfig): Promise<PayloadKey[]> {
  return config.source === 'environment' ? config.keys : loadOrCreateKeyFile(config.path);
}
