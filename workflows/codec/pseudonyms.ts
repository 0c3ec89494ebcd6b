// Keyed pseudonyms for what Temporal stores in clear (workflow ids, search attributes): Temporal
// indexes and shows those values as they are, so a person's e-mail, CUIT or a free text goes
// there as `<key id>.<HMAC-SHA256, 22 base64url characters>` and the real value stays in the
// encrypted memo and payloads. The same value always gives the same pseudonym under one key, so
// the operations list still filters by it: the api computes the pseudonym of what it looks for
// under every configured key. Keys come like the payload codec's: TEMPORAL_PSEUDONYM_KEYS
// (`id:base64,...`, the first one writes, all of them are looked up) or, outside PROD, a key
// file in DATA_DIR that the first process to start creates.
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { formatKeyList, keyListSchema, keyListVariableSchema } from './key-list';
import { loadOrCreateKeyFile, type PayloadKey } from './payload-keys';

export type PseudonymKey = PayloadKey;

export type PseudonymKeysConfig =
  { source: 'environment'; keys: PseudonymKey[] } | { source: 'file'; path: string };

export const PSEUDONYM_KEYS_VARIABLE = 'TEMPORAL_PSEUDONYM_KEYS';
export const PSEUDONYM_KEY_FILE_NAME = 'pseudonym-keys.json';

/** Short and without a dot: the id is the pseudonym's prefix, up to its first dot. */
const PSEUDONYM_KEY_ID = /^[A-Za-z0-9]{1,16}$/;
const PSEUDONYM = /^([A-Za-z0-9]{1,16})\.[A-Za-z0-9_-]{22}$/;

const keyList = keyListSchema(
  z.string().regex(PSEUDONYM_KEY_ID, {
    error: 'El id de una clave de seudónimos usa letras y dígitos (hasta 16), sin puntos',
  }),
);

/** TEMPORAL_PSEUDONYM_KEYS: `id:base64` pairs separated by commas; the first one writes. */
export const pseudonymKeysVariableSchema = keyListVariableSchema(keyList);

/** Outside PROD a missing TEMPORAL_PSEUDONYM_KEYS means the key file in DATA_DIR; PROD refuses to start. */
export function pseudonymKeysConfig(options: {
  keys: PseudonymKey[] | undefined;
  dataDir: string;
  environment: string;
}): PseudonymKeysConfig {
  if (options.keys) return { source: 'environment', keys: options.keys };
  if (options.environment === 'PROD') {
    throw new Error(
      `CONSOLE_ENVIRONMENT=PROD requiere ${PSEUDONYM_KEYS_VARIABLE}: las claves de los seudónimos que ` +
        'reemplazan los datos personales en los ids y atributos de búsqueda de Temporal (id:clave-base64 ' +
        'de 32 bytes, separadas por comas; la primera escribe). Ver "What Temporal may and may not see" ' +
        'en docs/security.md.',
    );
  }
  return { source: 'file', path: join(options.dataDir, PSEUDONYM_KEY_FILE_NAME) };
}

export function generatePseudonymKey(id = 'p1'): PseudonymKey {
  return { id, key: randomBytes(32) };
}

export async function loadPseudonymKeys(config: PseudonymKeysConfig): Promise<PseudonymKey[]> {
  if (config.source === 'environment') return config.keys;
  const keys = await loadOrCreateKeyFile(config.path, () => generatePseudonymKey());
  const parsed = keyList.safeParse(keys.map((k) => ({ id: k.id, key: k.key.toString('base64') })));
  if (!parsed.success) {
    throw new Error(`${config.path}: ${parsed.error.issues[0]?.message ?? 'claves inválidas'}`);
  }
  return parsed.data;
}

/** The TEMPORAL_PSEUDONYM_KEYS value of these keys (child processes, docs). */
export const formatPseudonymKeys: (keys: readonly PseudonymKey[]) => string = formatKeyList;

export interface Pseudonyms {
  /** The pseudonym Temporal stores, under the first key. */
  of(value: string): string;
  /** Its pseudonym under every key, newest first: what a lookup of `value` must match. */
  all(value: string): string[];
}

/** Case and surrounding spaces never make two pseudonyms of one e-mail. */
function normalized(value: string): string {
  return value.trim().toLowerCase();
}

export function isPseudonym(value: string): boolean {
  return PSEUDONYM.test(value);
}

export function createPseudonyms(keys: readonly PseudonymKey[]): Pseudonyms {
  if (keys.length === 0) throw new Error('Falta al menos una clave de seudónimos');
  const under = (key: PseudonymKey, value: string) =>
    `${key.id}.${createHmac('sha256', key.key).update(normalized(value), 'utf8').digest('base64url').slice(0, 22)}`;
  return {
    of: (value) => under(keys[0]!, value),
    all: (value) => keys.map((key) => under(key, value)),
  };
}
