// The api test environment of one test file, as every route test sets it up: started before the
// file's tests (beforeAll), stopped after them (afterAll). What it returns stands for the started
// environment (`api.call(...)` inside a test); read before the start, it says so.
import { afterAll, beforeAll } from 'vitest';
import { startApiTestEnv, type ApiTestEnv } from './api-env';

export function useApiTestEnv(options: Parameters<typeof startApiTestEnv>[0] = {}): ApiTestEnv {
  let started: ApiTestEnv | undefined;
  beforeAll(async () => {
    started = await startApiTestEnv(options);
  });
  afterAll(async () => {
    await started?.stop();
    started = undefined;
  });
  return new Proxy({} as ApiTestEnv, {
    get(_, key) {
      if (!started) throw new Error(`the api test environment is not started (api.${String(key)})`);
      const value = started[key as keyof ApiTestEnv];
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
