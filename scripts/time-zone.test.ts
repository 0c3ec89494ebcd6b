// One module owns the console's time zone (issue 41): no source file, test or script spells the
// zone's name or its offset by hand; they take it from @cgi/workflows/time-zone (plain values in
// platform/src/time-zone.ts, the lowest layer).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { typescriptFiles } from './lib/source-files';
import { PROJECT_ROOT } from './lib/temporal-cli';
import { handWrittenZones } from './lib/time-zone-literals';

const OWNERS = new Set([
  'platform/src/time-zone.ts',
  // Generated from the api's schemas (npm run openapi), whose examples go through the module.
  'openapi/schema.d.ts',
  // This test's own samples.
  'scripts/time-zone.test.ts',
]);

it('finds the zone or its offset written in a string or a template, not in a comment or a UTC time', () => {
  const source = [
    '// Buenos_Aires in a comment, and 2026-11-29T03:00:00Z',
    "const a = 'America/Argentina/Buenos_Aires';",
    'const b = `${day}T00:00:00-03:00`;',
    "const c = '2026-11-20T03:00:00Z';",
    "const d = { notBefore: '2026-12-01T23:30:00-03:00' };",
    'const e = `${x} at time zone ${zone}`;',
  ].join('\n');
  expect(handWrittenZones('sample.ts', source)).toEqual([
    { line: 2, text: 'America/Argentina/Buenos_Aires' },
    { line: 3, text: 'T00:00:00-03:00' },
    { line: 5, text: '2026-12-01T23:30:00-03:00' },
  ]);
});

it('no file but the time-zone module writes the console zone or its offset by hand', () => {
  const found = typescriptFiles(PROJECT_ROOT)
    .filter((file) => !OWNERS.has(file))
    .flatMap((file) =>
      handWrittenZones(file, readFileSync(join(PROJECT_ROOT, file), 'utf8')).map(
        ({ line, text }) => `${file}:${line}: ${text}`,
      ),
    );
  expect(found).toEqual([]);
});
