// The payload key the recorded histories (the replay fixtures) are encrypted with. Fixed, so the
// replay test can read them back; it protects nothing but these test files. Histories recorded
// before the payload codec are plain, and the codec reads those as they are.
import { createHash } from 'node:crypto';
import type { PayloadKey } from '@cgi/workflows/codec';

export const REPLAY_FIXTURE_KEY: PayloadKey = {
  id: 'replay-fixtures',
  key: createHash('sha256').update('consola de gestión interna: replay fixtures').digest(),
};
