// One wording per action: no retired wording of the glossary is written anywhere in web/src
// (texts, tests, comments alike), so a screen cannot bring one back by copying an old string.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glossary, retiredWordings } from './glossary';
import { messages } from './messages';

const webSrc = fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(import.meta.url);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css|html)$/.test(entry.name) ? [path] : [];
  });
}

describe('the glossary', () => {
  const files = sourceFiles(webSrc).filter(
    (path) => path !== here && path !== join(webSrc, 'shared', 'glossary.ts'),
  );

  it('reads the whole of web/src', () => {
    // The walk found the screens and the messages it is meant to guard.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((path) => path.endsWith(join('shared', 'messages.ts')))).toBe(true);
  });

  it.each(retiredWordings())('finds "$variant" nowhere in web/src (the word is "$text")', ({ variant }) => {
    const found = files
      .filter((path) => readFileSync(path, 'utf8').toLowerCase().includes(variant.toLowerCase()))
      .map((path) => relative(webSrc, path));
    expect(found).toEqual([]);
  });

  it('gives the screens its wording', () => {
    // The subscribers', organizations' and operations' own texts are checked in their messages.test.ts.
    expect(messages.userStatuses.WAITING_VALIDATION).toBe(glossary.waitingValidation.text);
  });
});
