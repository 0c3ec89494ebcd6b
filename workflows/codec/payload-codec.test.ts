import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTED_ENCODING,
  KEY_ID_METADATA,
  PayloadDecryptionError,
  PayloadEncryptionCodec,
  isEncrypted,
  keyIdOf,
} from './payload-codec';
import {
  formatPayloadKeys,
  generatePayloadKey,
  loadOrCreateKeyFile,
  payloadKeysConfig,
  payloadKeysVariableSchema,
} from './payload-keys';

const secret = {
  email: 'bruno.diaz@demo.com.ar',
  password: 'v1.cifrado-de-la-clave',
  subscriberNumber: '100003',
};
const plainPayload = () => defaultPayloadConverter.toPayload(secret);
const utf8 = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString('utf8');

async function roundTrip(codec: PayloadEncryptionCodec, payload: Payload): Promise<unknown> {
  const [encoded] = await codec.encode([payload]);
  const [decoded] = await codec.decode([encoded!]);
  return defaultPayloadConverter.fromPayload(decoded!);
}

describe('PayloadEncryptionCodec', () => {
  it('encrypts the whole payload and gives it back', async () => {
    const key = generatePayloadKey();
    const codec = new PayloadEncryptionCodec([key]);
    const [encoded] = await codec.encode([plainPayload()]);
    expect(utf8(encoded!.metadata!.encoding)).toBe(ENCRYPTED_ENCODING);
    expect(keyIdOf(encoded!)).toBe(key.id);
    // Neither the value nor its inner encoding is readable.
    const data = Buffer.from(encoded!.data!).toString('latin1');
    for (const text of [...Object.values(secret), 'json/plain']) expect(data).not.toContain(text);
    expect(await roundTrip(codec, plainPayload())).toEqual(secret);
  });

  it('uses a fresh IV: the same value never encrypts to the same bytes', async () => {
    const codec = new PayloadEncryptionCodec([generatePayloadKey()]);
    const [a, b] = await codec.encode([plainPayload(), plainPayload()]);
    expect(Buffer.from(a!.data!).equals(Buffer.from(b!.data!))).toBe(false);
  });

  it('does not encrypt a payload twice', async () => {
    const codec = new PayloadEncryptionCodec([generatePayloadKey()]);
    const [once] = await codec.encode([plainPayload()]);
    const [twice] = await codec.encode([once!]);
    expect(twice).toBe(once);
    const [decoded] = await codec.decode([twice!]);
    expect(defaultPayloadConverter.fromPayload(decoded!)).toEqual(secret);
  });

  it('decodes a payload written before the codec as it is', async () => {
    const codec = new PayloadEncryptionCodec([generatePayloadKey()]);
    const plain = plainPayload();
    const [decoded] = await codec.decode([plain]);
    expect(decoded).toBe(plain);
    expect(isEncrypted(plain)).toBe(false);
  });

  it('rotates: new payloads use the first key, older ones still decrypt with the key they name', async () => {
    const oldKey = generatePayloadKey('old');
    const newKey = generatePayloadKey('new');
    const [written] = await new PayloadEncryptionCodec([oldKey]).encode([plainPayload()]);
    const rotated = new PayloadEncryptionCodec([newKey, oldKey]);
    const [decoded] = await rotated.decode([written!]);
    expect(defaultPayloadConverter.fromPayload(decoded!)).toEqual(secret);
    const [fresh] = await rotated.encode([plainPayload()]);
    expect(keyIdOf(fresh!)).toBe(newKey.id);
  });

  it('refuses a payload whose key was dropped, naming the key', async () => {
    const gone = generatePayloadKey('gone');
    const [written] = await new PayloadEncryptionCodec([gone]).encode([plainPayload()]);
    const codec = new PayloadEncryptionCodec([generatePayloadKey()]);
    const failure = await codec.decode([written!]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PayloadDecryptionError);
    expect(failure).toMatchObject({ reason: 'UNKNOWN_KEY', keyId: gone.id });
    expect((failure as Error).message).toContain(`"${gone.id}"`);
    expect((failure as Error).message).toContain('TEMPORAL_PAYLOAD_KEYS');
  });

  it('refuses tampered data, a swapped key id and a truncated payload', async () => {
    const a = generatePayloadKey('a');
    const b = generatePayloadKey('b');
    const codec = new PayloadEncryptionCodec([a, b]);
    const [written] = await codec.encode([plainPayload()]);

    const flipped = Buffer.from(written!.data!);
    flipped[20] = flipped[20]! ^ 0x01;
    await expect(codec.decode([{ ...written!, data: flipped }])).rejects.toMatchObject({
      reason: 'TAMPERED',
    });

    const swapped = { ...written!, metadata: { ...written!.metadata, [KEY_ID_METADATA]: Buffer.from(b.id) } };
    await expect(codec.decode([swapped])).rejects.toMatchObject({ reason: 'TAMPERED', keyId: b.id });

    const truncated = { ...written!, data: Buffer.from(written!.data!).subarray(0, 10) };
    await expect(codec.decode([truncated])).rejects.toMatchObject({ reason: 'MALFORMED' });
  });
});

describe('payload keys', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('reads TEMPORAL_PAYLOAD_KEYS: id:base64 pairs, the first one encrypts', () => {
    const keys = [generatePayloadKey('new'), generatePayloadKey('old')];
    const parsed = payloadKeysVariableSchema.parse(` ${formatPayloadKeys(keys)} `);
    expect(parsed.map((k) => k.id)).toEqual(keys.map((k) => k.id));
    expect(parsed[0]!.key.equals(keys[0]!.key)).toBe(true);
  });

  it('refuses short keys, bad ids, duplicates and an empty list with a clear message', () => {
    const key = generatePayloadKey();
    const problems = (value: string) => {
      const result = payloadKeysVariableSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(problems(`k1:${Buffer.alloc(16).toString('base64')}`)).toEqual([
      'Cada clave son 32 bytes en base64 (openssl rand -base64 32)',
    ]);
    expect(problems(`k1`)).toEqual(['Cada clave son 32 bytes en base64 (openssl rand -base64 32)']);
    expect(problems(`mi clave:${key.key.toString('base64')}`)[0]).toMatch(/id de una clave/);
    expect(problems(`${formatPayloadKeys([key])},${formatPayloadKeys([key])}`)).toEqual([
      'Dos claves tienen el mismo id',
    ]);
    expect(problems(' , ')).toEqual(['Falta al menos una clave']);
  });

  it('requires configured keys in PROD and falls back to the key file elsewhere', () => {
    expect(() => payloadKeysConfig({ keys: undefined, dataDir: '.data', environment: 'PROD' })).toThrow(
      /CONSOLE_ENVIRONMENT=PROD requiere TEMPORAL_PAYLOAD_KEYS/,
    );
    expect(payloadKeysConfig({ keys: undefined, dataDir: '/d', environment: 'UAT' })).toEqual({
      source: 'file',
      path: '/d/payload-keys.json',
    });
    const keys = [generatePayloadKey()];
    expect(payloadKeysConfig({ keys, dataDir: '/d', environment: 'PROD' })).toEqual({
      source: 'environment',
      keys,
    });
  });

  it('creates the key file once (0600), even when two processes start at once, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgi-keys-'));
    dirs.push(dir);
    const path = join(dir, 'nested', 'payload-keys.json');
    const [a, b] = await Promise.all([loadOrCreateKeyFile(path), loadOrCreateKeyFile(path)]);
    expect(a.map((k) => k.id)).toEqual(b.map((k) => k.id));
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateKeyFile(path);
    expect(again[0]!.key.equals(a[0]!.key)).toBe(true);
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgi-keys-'));
    dirs.push(dir);
    const path = join(dir, 'payload-keys.json');
    await writeFile(path, JSON.stringify({ keys: [{ id: 'k1', key: 'corta' }] }));
    await chmod(path, 0o600);
    await expect(loadOrCreateKeyFile(path)).rejects.toThrow(/no es un archivo de claves válido/);
    expect(await readFile(path, 'utf8')).toContain('corta');
  });
});
