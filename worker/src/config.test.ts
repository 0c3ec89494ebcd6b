// The worker's configuration: the platform's service credential, as the key or a file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerConfigFromEnv } from './config';

describe('workerConfigFromEnv', () => {
  it('reads the platform service key, from the environment or a file', async () => {
    expect(workerConfigFromEnv({}).serviceKey).toBeUndefined();
    const key = 'worker-platform-service-key-0123456789';
    expect(workerConfigFromEnv({ PLATFORM_SERVICE_KEY: key }).serviceKey).toBe(key);
    const dir = await mkdtemp(join(tmpdir(), 'cgi-worker-config-'));
    try {
      await writeFile(join(dir, 'key'), `${key}\n`);
      expect(workerConfigFromEnv({ PLATFORM_SERVICE_KEY_FILE: join(dir, 'key') }).serviceKey).toBe(key);
      expect(() => workerConfigFromEnv({ PLATFORM_SERVICE_KEY_FILE: join(dir, 'missing') })).toThrow(
        /cannot be read/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
