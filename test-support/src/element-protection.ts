// Element protection with keys of its own, made at each call (the test environments share
// operations-env.ts's testElementProtection, with TEST_PAYLOAD_KEYS and testPseudonyms).
import {
  createPseudonyms,
  createValueSealer,
  generatePayloadKey,
  generatePseudonymKey,
  PayloadEncryptionCodec,
} from '@cgi/workflows/codec';
import type { ElementProtection } from '@cgi/console-store';

export function ownKeysElementProtection(): ElementProtection {
  return {
    sealer: createValueSealer([new PayloadEncryptionCodec([generatePayloadKey('e1')])]),
    pseudonyms: createPseudonyms([generatePseudonymKey('e1')]),
  };
}
