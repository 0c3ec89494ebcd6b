// Test support: element protection with keys of the test's own (the worker's test environment
// uses its TEST_PAYLOAD_KEYS and pseudonyms instead).
import {
  createPseudonyms,
  createValueSealer,
  generatePayloadKey,
  generatePseudonymKey,
  PayloadEncryptionCodec,
} from '@cgi/workflows/codec';
import type { ElementProtection } from '../bulk-elements';

export function testElementProtection(): ElementProtection {
  return {
    sealer: createValueSealer([new PayloadEncryptionCodec([generatePayloadKey('e1')])]),
    pseudonyms: createPseudonyms([generatePseudonymKey('e1')]),
  };
}
