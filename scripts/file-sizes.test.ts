// No source file over 600 lines outside generated code and the seed's data (issue 41).
import { expect, it } from 'vitest';
import { lineCount, MAX_LINES, oversizedFiles, repositoryFileSizes } from './lib/file-sizes';
import { PROJECT_ROOT } from './lib/temporal-cli';

it('counts lines as wc -l does, with or without a final newline', () => {
  expect(lineCount('')).toBe(0);
  expect(lineCount('a\nb\n')).toBe(2);
  expect(lineCount('a\nb')).toBe(2);
});

it('lists the files over the limit, longest first, except generated code and seed data', () => {
  const files = [
    { path: 'api/src/operations/service.ts', lines: 1240 },
    { path: 'scripts/lib/cli/commands.ts', lines: 1037 },
    { path: 'api/src/small.ts', lines: MAX_LINES },
    { path: 'api/src/just-over.test.ts', lines: MAX_LINES + 1 },
    { path: 'openapi/schema.d.ts', lines: 10_315 },
    { path: 'web/src/routeTree.gen.ts', lines: 1329 },
    { path: 'platform/src/seed/fixtures-me.ts', lines: 900 },
    { path: 'platform/src/seed/builder-me.ts', lines: 900 },
  ];
  expect(oversizedFiles(files).map((file) => file.path)).toEqual([
    'api/src/operations/service.ts',
    'scripts/lib/cli/commands.ts',
    'platform/src/seed/builder-me.ts',
    'api/src/just-over.test.ts',
  ]);
});

it(`no source file of the repository is over ${MAX_LINES} lines`, () => {
  const sizes = repositoryFileSizes(PROJECT_ROOT);
  expect(sizes.some((file) => file.path === 'openapi/schema.d.ts')).toBe(true);
  expect(oversizedFiles(sizes)).toEqual([]);
});
