// The Node versions the README promises (package.json's `engines`) are ones every locked package
// accepts: a dependency that declares a newer Node makes a fresh `npm install` warn EBADENGINE
// and may break at run time (http-proxy-middleware 4 wanted Node 22.15 while we promise 20.19).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './lib/temporal-cli';

type Manifest = { engines?: { node?: string } };
type LockEntry = { version?: string; engines?: { node?: string } | string[]; optional?: boolean };

const manifest = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(await readFile(join(PROJECT_ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The packages whose declared Node range leaves out `version`. */
function refusingNode(packages: Record<string, LockEntry>, version: string): string[] {
  return Object.entries(packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return range && !semver.satisfies(version, range) ? [`${path}@${entry.version} (${range})`] : [];
  });
}

describe('Node engines', () => {
  const promised = manifest.engines?.node;
  const least = promised ? semver.minVersion(promised) : null;

  it('the project states the least Node it runs on', () => {
    expect(least).not.toBeNull();
  });

  it('every locked package accepts that Node', () => {
    expect(refusingNode(lock.packages, least!.version)).toEqual([]);
  });

  it('names a package that asks for a newer Node', () => {
    const packages = { 'node_modules/proxy': { version: '4.2.1', engines: { node: '^22.15.0 || >=24' } } };
    expect(refusingNode(packages, '20.19.0')).toEqual(['node_modules/proxy@4.2.1 (^22.15.0 || >=24)']);
    expect(refusingNode(packages, '22.15.0')).toEqual([]);
  });
});
