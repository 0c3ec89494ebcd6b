// A unit test (`*.test.ts`, vitest's unit project: no global setup) that reaches for Temporal or
// the platform fails at once with what to do, instead of starting a server of its own or waiting
// on one that is not there.
import { basename } from 'node:path';

/** Throws when called from a file of vitest's unit project. */
export function assertIntegrationProject(what: string): void {
  if (process.env.CGI_TEST_PROJECT !== 'unit') return;
  const file = callerTestFile();
  const name = file ? basename(file) : 'This test file';
  const suggestion = file
    ? ` Rename it ${basename(file).replace(/\.test\.(tsx?)$/, '.int.test.$1')}`
    : ' Name it *.int.test.ts';
  throw new Error(
    `${name} starts ${what}, so it is an integration test, not a unit one.${suggestion} (vitest's ` +
      'integration project: the shared Temporal server and the platform), or test the logic without the server.',
  );
}

/** The test file on the call stack, if any. */
function callerTestFile(): string | undefined {
  const stack = new Error().stack ?? '';
  return /(\/[^\s():]+\.test\.tsx?)/.exec(stack)?.[1];
}
