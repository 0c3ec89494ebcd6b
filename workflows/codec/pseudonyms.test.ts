import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPseudonyms,
  formatPseudonymKeys,
  generatePseudonymKey,
  isPseudonym,
  loadPseudonymKeys,
  pseudonymKeysConfig,
  pseudonymKeysVariableSchema,
} from './pseudonyms';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('pseudonyms', () => {
  it('are the key id and 22 base64url characters, the same for one value, apart for two', () => {
    const pseudonyms = createPseudonyms([generatePseudonymKey('p1')]);
    const ana = pseudonyms.of('ana@demo.com.ar');
    expect(ana).toMatch(/^p1\.[A-Za-z0-9_-]{22}$/);
    expect(isPseudonym(ana)).toBe(true);
    expect(ana).not.toContain('ana');
    expect(pseudonyms.of('ana@demo.com.ar')).toBe(ana);
    // Case and spaces around an e-mail never make another pseudonym.
    expect(pseudonyms.of('  Ana@Demo.com.AR ')).toBe(ana);
    expect(pseudonyms.of('bruno@demo.com.ar')).not.toBe(ana);
  });

  it('depend on the key: another deployment, or another key, gives another pseudonym', () => {
    const a = createPseudonyms([generatePseudonymKey('p1')]);
    const b = createPseudonyms([generatePseudonymKey('p1')]);
    expect(a.of('ana@demo.com.ar')).not.toBe(b.of('ana@demo.com.ar'));
  });

  it('rotate: the first key writes, a lookup computes the value under every key', () => {
    const old = generatePseudonymKey('p1');
    const fresh = generatePseudonymKey('p2');
    const written = createPseudonyms([old]).of('ana@demo.com.ar');
    const rotated = createPseudonyms([fresh, old]);
    expect(rotated.of('ana@demo.com.ar')).toMatch(/^p2\./);
    expect(rotated.all('ana@demo.com.ar')).toEqual([rotated.of('ana@demo.com.ar'), written]);
  });

  it('reads TEMPORAL_PSEUDONYM_KEYS and refuses ids that cannot prefix a pseudonym', () => {
    const keys = [generatePseudonymKey('p2'), generatePseudonymKey('p1')];
    const parsed = pseudonymKeysVariableSchema.parse(formatPseudonymKeys(keys));
    expect(parsed.map((k) => k.id)).toEqual(['p2', 'p1']);
    expect(parsed[0]!.key.equals(keys[0]!.key)).toBe(true);
    const problems = (value: string) =>
      pseudonymKeysVariableSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    const key = keys[0]!.key.toString('base64');
    expect(problems(`p.1:${key}`)).toEqual([
      'El id de una clave de seudónimos usa letras y dígitos (hasta 16), sin puntos',
    ]);
    expect(problems(`p1:${key},p1:${key}`)).toEqual(['Dos claves tienen el mismo id']);
    expect(problems('p1:corta')).toEqual(['Cada clave son 32 bytes en base64 (openssl rand -base64 32)']);
  });

  it('require configured keys in PROD and use the key file elsewhere, created once', async () => {
    expect(() => pseudonymKeysConfig({ keys: undefined, dataDir: '.data', environment: 'PROD' })).toThrow(
      /CONSOLE_ENVIRONMENT=PROD requiere TEMPORAL_PSEUDONYM_KEYS/,
    );
    const dir = await mkdtemp(join(tmpdir(), 'cgi-pseudonym-keys-'));
    dirs.push(dir);
    const config = pseudonymKeysConfig({ keys: undefined, dataDir: dir, environment: 'UAT' });
    expect(config).toEqual({ source: 'file', path: join(dir, 'pseudonym-keys.json') });
    const [a, b] = await Promise.all([loadPseudonymKeys(config), loadPseudonymKeys(config)]);
    expect(a.map((k) => k.id)).toEqual(['p1']);
    expect(b[0]!.key.equals(a[0]!.key)).toBe(true);
    expect((await stat(join(dir, 'pseudonym-keys.json'))).mode & 0o777).toBe(0o600);
    expect(createPseudonyms(await loadPseudonymKeys(config)).of('x@y.z')).toBe(
      createPseudonyms(a).of('x@y.z'),
    );
  });
});
