// A digest of the files a build is made of (by path and content, tests left out), so a cache
// keeps one build per state of its sources: the workflow bundle, the services as JavaScript.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

async function filesUnder(root: string, path: string): Promise<string[]> {
  try {
    const entries = await readdir(join(root, path), { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    // A file, not a directory.
    return [path];
  }
}

/** `sources`: directories and files relative to `root`. */
export async function sourcesDigest(root: string, sources: readonly string[]): Promise<string> {
  const files = (await Promise.all(sources.map((path) => filesUnder(root, path)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
