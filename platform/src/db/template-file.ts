// A dumped PGlite cluster kept in a file, made once and read by every later process: the test
// templates of the platform and the console's in-memory template.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * The template in `file`, or `make`'s, written there through a partial file and a rename (racing
 * processes keep one whole file). Once written, the other `.tar` files of the folder whose name
 * starts with `olderPrefix` are removed: templates of older migrations or seeds are never read
 * again. A folder that cannot be written to only means the next process makes its own.
 */
export async function readOrMakeTemplateFile(
  file: string,
  olderPrefix: string,
  make: () => Promise<Blob>,
): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet.
  }
  const template = await make();
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
    const dir = dirname(file);
    for (const name of await readdir(dir)) {
      if (name.startsWith(olderPrefix) && name.endsWith('.tar') && name !== basename(file)) {
        await rm(join(dir, name), { force: true });
      }
    }
  } catch {
    await rm(partial, { force: true });
  }
  return template;
}
