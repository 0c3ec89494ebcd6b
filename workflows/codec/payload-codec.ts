// The payload codec every Temporal client and worker of the console uses: AES-256-GCM over the
// whole serialized payload (its own metadata included, so not even the inner encoding shows),
// the key id in the outer metadata so keys rotate. Runs outside the workflow sandbox.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { METADATA_ENCODING_KEY, type Payload, type PayloadCodec } from '@temporalio/common';
import proto from '@temporalio/proto';
import type { PayloadKey } from './payload-keys';

const { Payload: PayloadMessage } = proto.temporal.api.common.v1;

/** `encoding` of an encrypted payload (the name Temporal's samples and codec servers use). */
export const ENCRYPTED_ENCODING = 'binary/encrypted';
/** Metadata key naming the key that encrypted the payload. */
export const KEY_ID_METADATA = 'encryption-key-id';
/** Metadata key naming the cipher, so a later format change can be told apart. */
export const CIPHER_METADATA = 'encryption-cipher';
export const CIPHER = 'AES-256-GCM';

/**
 * The outer metadata's bytes, made once: each encrypted payload names them, and the Temporal
 * client only reads them when it serializes the payload (never writes into them).
 */
const ENCRYPTED_ENCODING_BYTES = Buffer.from(ENCRYPTED_ENCODING);
const CIPHER_BYTES = Buffer.from(CIPHER);

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type PayloadDecryptionFailure = 'UNKNOWN_KEY' | 'TAMPERED' | 'MALFORMED';

/** A payload that cannot be decrypted: which key it names and why. */
export class PayloadDecryptionError extends Error {
  constructor(
    readonly reason: PayloadDecryptionFailure,
    readonly keyId: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PayloadDecryptionError';
  }
}

const text = (bytes: Uint8Array | null | undefined) =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : undefined;

export function isEncrypted(payload: Payload): boolean {
  return text(payload.metadata?.[METADATA_ENCODING_KEY]) === ENCRYPTED_ENCODING;
}

/** The key id an encrypted payload names (undefined for a plain one). */
export function keyIdOf(payload: Payload): string | undefined {
  return isEncrypted(payload) ? text(payload.metadata?.[KEY_ID_METADATA]) : undefined;
}

export class PayloadEncryptionCodec implements PayloadCodec {
  private readonly current: PayloadKey;
  private readonly keys: ReadonlyMap<string, Buffer>;

  /** `keys[0]` encrypts; every key decrypts (old keys stay for the histories they wrote). */
  constructor(keys: readonly PayloadKey[]) {
    const [current] = keys;
    if (!current) throw new Error('El códec de Temporal necesita al menos una clave');
    this.current = current;
    this.keys = new Map(keys.map((key) => [key.id, key.key]));
    this.currentIdBytes = Buffer.from(current.id);
  }

  private readonly currentIdBytes: Buffer;

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => (isEncrypted(payload) ? payload : this.encrypt(payload)));
  }

  /** Plain payloads (histories written before the codec) come back as they are. */
  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => (isEncrypted(payload) ? this.decrypt(payload) : payload));
  }

  private encrypt(payload: Payload): Payload {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const plain = PayloadMessage.encode(payload).finish();
    // One copy into the result: iv, ciphertext (GCM's final() adds no bytes), then the tag,
    // which is only known after final() (the array is built left to right).
    const data = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return {
      metadata: {
        [METADATA_ENCODING_KEY]: ENCRYPTED_ENCODING_BYTES,
        [KEY_ID_METADATA]: this.currentIdBytes,
        [CIPHER_METADATA]: CIPHER_BYTES,
      },
      data,
    };
  }

  private decrypt(payload: Payload): Payload {
    const keyId = text(payload.metadata?.[KEY_ID_METADATA]);
    if (!keyId) {
      throw new PayloadDecryptionError(
        'MALFORMED',
        undefined,
        'El dato cifrado no indica con qué clave se cifró',
      );
    }
    const cipherName = text(payload.metadata?.[CIPHER_METADATA]) ?? CIPHER;
    if (cipherName !== CIPHER) {
      throw new PayloadDecryptionError('MALFORMED', keyId, `Cifrado desconocido: ${cipherName}`);
    }
    const key = this.keys.get(keyId);
    if (!key) {
      throw new PayloadDecryptionError(
        'UNKNOWN_KEY',
        keyId,
        `El dato se cifró con la clave "${keyId}", que no está configurada: agréguela a TEMPORAL_PAYLOAD_KEYS ` +
          '(después de rotar, las claves anteriores se conservan para leer las historias que cifraron)',
      );
    }
    const data = payload.data ?? new Uint8Array();
    if (data.byteLength < IV_BYTES + TAG_BYTES) {
      throw new PayloadDecryptionError('MALFORMED', keyId, 'El dato cifrado está incompleto');
    }
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const plain = decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES));
      // final() checks the tag and, for GCM, returns no bytes: no second copy of the plain text.
      const rest = decipher.final();
      return PayloadMessage.decode(rest.length ? Buffer.concat([plain, rest]) : plain);
    } catch {
      throw new PayloadDecryptionError(
        'TAMPERED',
        keyId,
        `El dato cifrado con la clave "${keyId}" fue alterado o esa clave no es la que lo cifró`,
      );
    }
  }
}
