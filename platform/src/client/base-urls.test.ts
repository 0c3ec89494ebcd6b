import { describe, expect, it } from 'vitest';
import { resolveServiceBaseUrls, serviceUrlEnvNames } from './base-urls';
import { familyPrefixes } from './http';

describe('service base URLs', () => {
  it('point every family at the platform under its own prefix by default', () => {
    const urls = resolveServiceBaseUrls('http://127.0.0.1:3100/');
    expect(Object.keys(urls).sort()).toEqual(Object.keys(familyPrefixes).sort());
    expect(urls.storage).toBe('http://127.0.0.1:3100/storage');
    expect(urls.legalCommunications).toBe('http://127.0.0.1:3100/legal-communications');
    expect(Object.keys(serviceUrlEnvNames).sort()).toEqual(Object.keys(familyPrefixes).sort());
  });

  it('take a family from its variable, the environment-specific one first (UAT by default)', () => {
    const env = {
      SERVICE_URL_STORAGE: 'https://storage.example/',
      SERVICE_URL_STORAGE_UAT: 'https://storage-uat.example',
      SERVICE_URL_STORAGE_PROD: 'https://storage-prod.example',
      SERVICE_URL_AUTHORIZATION_QA: 'https://eauthz-qa.example',
    };
    expect(resolveServiceBaseUrls('http://p', env).storage).toBe('https://storage-uat.example');
    expect(resolveServiceBaseUrls('http://p', env, 'PROD').storage).toBe('https://storage-prod.example');
    expect(resolveServiceBaseUrls('http://p', env, 'DEV').storage).toBe('https://storage.example');
    expect(resolveServiceBaseUrls('http://p', { ...env, CONSOLE_ENVIRONMENT: 'QA' }).authorization).toBe(
      'https://eauthz-qa.example',
    );
    expect(resolveServiceBaseUrls('http://p', env).authorization).toBe('http://p/authorization');
  });
});
