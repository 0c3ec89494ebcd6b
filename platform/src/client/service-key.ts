// The platform's service credential as the api, the worker and the platform read it: the key
// itself (PLATFORM_SERVICE_KEY) or a file holding it (PLATFORM_SERVICE_KEY_FILE, for container
// secrets), 32 characters or more.
import { readFileSync } from 'node:fs';

export const SERVICE_KEY_MIN_LENGTH = 32;

export function serviceKeyFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.PLATFORM_SERVICE_KEY_FILE;
  let key = env.PLATFORM_SERVICE_KEY;
  let source = 'PLATFORM_SERVICE_KEY';
  if ((key === undefined || key === '') && file) {
    source = `PLATFORM_SERVICE_KEY_FILE=${file}`;
    try {
      key = readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new Error(`${source} cannot be read: ${(error as Error).message}`, { cause: error });
    }
  }
  if (key === undefined || key === '') return undefined;
  if (key.length < SERVICE_KEY_MIN_LENGTH) {
    throw new Error(`${source}: the service key must have ${SERVICE_KEY_MIN_LENGTH} characters or more`);
  }
  return key;
}
