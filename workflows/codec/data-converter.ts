// The data converter of every Temporal client and worker the console runs: JSON payloads,
// encrypted by the codec, failures' messages encrypted too. Search attributes are not
// payloads the codec sees, so Temporal's visibility still filters on them.
import { fileURLToPath } from 'node:url';
import type { DataConverter } from '@temporalio/common';
import { PayloadEncryptionCodec } from './payload-codec';
import type { PayloadKey } from './payload-keys';

export const failureConverterPath = fileURLToPath(new URL('./failure-converter.cjs', import.meta.url));

export function consoleDataConverter(keys: readonly PayloadKey[]): DataConverter {
  return { payloadCodecs: [new PayloadEncryptionCodec(keys)], failureConverterPath };
}
