// Values the console's own database keeps that may name a person (issue 40), sealed with the
// payload codec's keys as a Temporal payload is: the value as a JSON payload, encrypted by the
// codec, its bytes in base64 behind a prefix. A value without the prefix is one written before
// sealing and reads as it is.
import {
  defaultPayloadConverter,
  encodingTypes,
  METADATA_ENCODING_KEY,
  type Payload,
  type PayloadCodec,
} from '@temporalio/common';
import proto from '@temporalio/proto';

const { Payload: PayloadMessage } = proto.temporal.api.common.v1;

export const SEALED_PREFIX = 'sealed:';

const JSON_ENCODING = encodingTypes.METADATA_ENCODING_JSON;

export interface ValueSealer {
  seal(value: unknown): Promise<string>;
  /** The value sealed in `stored`; a value stored before sealing comes back as it is. */
  open(stored: unknown): Promise<unknown>;
}

export function isSealed(stored: unknown): stored is string {
  return typeof stored === 'string' && stored.startsWith(SEALED_PREFIX);
}

/**
 * Seals with `codecs` as a Temporal client applies them (in order to encode, the other way to
 * decode): the api's and the worker's, whose first key seals and every key opens.
 */
export function createValueSealer(codecs: readonly PayloadCodec[]): ValueSealer {
  return {
    async seal(value) {
      let payloads = [defaultPayloadConverter.toPayload(value ?? null)];
      for (const codec of codecs) payloads = await codec.encode(payloads);
      return SEALED_PREFIX + Buffer.from(PayloadMessage.encode(payloads[0]!).finish()).toString('base64');
    },
    async open(stored) {
      if (!isSealed(stored)) return stored;
      let payloads: Payload[] = [
        PayloadMessage.decode(Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64')),
      ];
      for (const codec of [...codecs].reverse()) payloads = await codec.decode(payloads);
      const payload = payloads[0]!;
      // Temporal's converter decodes UTF-8 in JavaScript (made for the workflow sandbox), the
      // top cost of opening an export's 100,000 snapshots: Node's decoder reads the same JSON.
      const encoding = payload.metadata?.[METADATA_ENCODING_KEY];
      if (encoding && payload.data && Buffer.from(encoding).toString() === JSON_ENCODING) {
        const { buffer, byteOffset, byteLength } = payload.data;
        return JSON.parse(Buffer.from(buffer, byteOffset, byteLength).toString('utf8'));
      }
      return defaultPayloadConverter.fromPayload(payload);
    },
  };
}
