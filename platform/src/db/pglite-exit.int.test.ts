// A process that leaves open a database loaded from a dump (a kept template copy is one) still
// ends by itself. A child process, so the integration project.
import { spawn } from 'node:child_process';
import { scaled } from '@cgi/test-support/slowdown';
import { expect, it } from 'vitest';

it(
  'a process holding a database loaded from a dump exits by itself once its work is done',
  async () => {
    // Postgres's startup progress timer, armed every 10 s while such a database recovers and
    // never disarmed by PGlite, kept the process alive for ever: the OpenAPI check never ended
    // in CI. `select 1` reads no table, so no other Postgres timer is armed: the child should end
    // at once, and one still there 20 s after its work is held.
    const script = `
      const { createPglite } = await import(${JSON.stringify(new URL('./pglite.ts', import.meta.url).href)});
      const first = await createPglite({});
      await first.exec('create table t (a int); insert into t values (1)');
      const dump = await first.dumpDataDir('none');
      await first.close();
      const copy = await createPglite({ loadDataDir: dump });
      await copy.query('select 1');
      console.log('done');`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const done = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('done')) resolve(true);
      });
      void exited.then(() => resolve(output.includes('done')));
    });
    expect(done).toBe(true);
    const held = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await exited;
    clearTimeout(held);
    expect(code).toBe(0);
  },
  scaled(120_000),
);
