import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in-href';

describe('signInHref', () => {
  it('points returnTo at the requested page in embedded mode', () => {
    expect(signInHref('/auth/dev/sign-in?returnTo=%2F', 'embedded', '/subscribers/1001')).toBe(
      '/auth/dev/sign-in?returnTo=%2Fsubscribers%2F1001',
    );
  });

  it('keeps the address as configured otherwise', () => {
    expect(signInHref('/auth/dev/sign-in?returnTo=%2F', 'embedded', undefined)).toBe(
      '/auth/dev/sign-in?returnTo=%2F',
    );
    expect(signInHref('/auth/dev/sign-in?returnTo=%2F', 'embedded', '//evil.example')).toBe(
      '/auth/dev/sign-in?returnTo=%2F',
    );
    expect(signInHref('https://idp.example/login?returnTo=x', 'external', '/home')).toBe(
      'https://idp.example/login?returnTo=x',
    );
    expect(signInHref('/auth/dev/sign-in', 'embedded', '/home')).toBe('/auth/dev/sign-in?returnTo=%2Fhome');
  });
});
