// The api's configuration from the environment: the user manual's address (spec 1 §1).
import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from './config';

describe('apiConfigFromEnv', () => {
  it('reads the address of the user manual the home card opens', () => {
    const config = apiConfigFromEnv({ USER_MANUAL_URL: 'https://ayuda.example.com/manual.pdf' });
    expect(config.userManualUrl).toBe('https://ayuda.example.com/manual.pdf');
  });

  it('leaves it unset by default and refuses an address that is not a URL', () => {
    expect(apiConfigFromEnv({}).userManualUrl).toBeUndefined();
    expect(() => apiConfigFromEnv({ USER_MANUAL_URL: 'manual.pdf' })).toThrow();
  });
});
