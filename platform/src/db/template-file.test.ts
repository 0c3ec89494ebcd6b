import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { readOrMakeTemplateFile } from './template-file';

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('makes the template once, keeps it in its file, and removes older ones of the same prefix', async () => {
  dir = await mkdtemp(join(tmpdir(), 'template-file-'));
  await writeFile(join(dir, 'tpl-old.tar'), 'older');
  await writeFile(join(dir, 'other-old.tar'), 'another kind');
  let made = 0;
  const make = async () => {
    made++;
    return new Blob(['dump']);
  };
  const file = join(dir, 'tpl-new.tar');
  const [first, second] = await Promise.all([
    readOrMakeTemplateFile(file, 'tpl-', make),
    readOrMakeTemplateFile(file, 'tpl-', make),
  ]);
  expect(await first.text()).toBe('dump');
  expect(await second.text()).toBe('dump');
  expect((await readdir(dir)).sort()).toEqual(['other-old.tar', 'tpl-new.tar']);
  const madeBefore = made;
  expect(await (await readOrMakeTemplateFile(file, 'tpl-', make)).text()).toBe('dump');
  expect(made).toBe(madeBefore);
});

it('answers the template it made when its folder cannot be written to', async () => {
  const missing = join(tmpdir(), `template-file-missing-${process.pid}`, 'nested', 'tpl.tar');
  const template = await readOrMakeTemplateFile(missing, 'tpl', async () => new Blob(['only here']));
  expect(await template.text()).toBe('only here');
});
