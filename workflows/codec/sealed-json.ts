// JSON values sealed for the console's own store (the operations record's personal values: an
// input, a result, names, e-mails, a reason): encrypted by the same codec as Temporal's payloads,
// so the same keys rotate them and the same key list reads old ones.
import { METADATA_ENCODING_KEY, type Payload } from '@temporalio/common';
import proto from '@temporalio/proto';
import { PayloadEncryptionCodec } from './payload-codec';
import type { PayloadKey } from './payload-keys';

const { Payload: PayloadMessage } = proto.temporal.api.common.v1;

const JSON_ENCODING = Buffer.from('json/plain');

export interface JsonSealer {
  /** The value encrypted, as base64 text. */
  seal(value: unknown): Promise<string>;
  open<T>(sealed: string): Promise<T>;
}

export function createJsonSealer(keys: readonly PayloadKey[]): JsonSealer {
  const codec = new PayloadEncryptionCodec(keys);
  return {
    async seal(value) {
      const plain: Payload = {
        metadata: { [METADATA_ENCODING_KEY]: JSON_ENCODING },
        data: Buffer.from(JSON.stringify(value ?? null), 'utf8'),
      };
      const [encrypted] = await codec.encode([plain]);
      return Buffer.from(PayloadMessage.encode(encrypted!).finish()).toString('base64');
    },
    async open<T>(sealed: string) {
      const [plain] = await codec.decode([PayloadMessage.decode(Buffer.from(sealed, 'base64'))]);
      const data = plain?.data ?? new Uint8Array();
      return JSON.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8')) as T;
    },
  };
}
