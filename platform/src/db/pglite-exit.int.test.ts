// A process that holds an open in-memory copy of a template still ends by itself: a child
// process (so the integration project), and about 10 s of it is Postgres's own timer.
import { spawn } from 'node:child_process';
import { scaled } from '@cgi/test-support/slowdown';
import { describe, expect, it } from 'vitest';
import { KEEP_COPIES_ENV } from './open';

describe('a process holding a kept copy', () => {
  it(
    'exits by itself once its work is done',
    async () => {
      // Postgres's startup progress timer, armed while a copy loaded from a dump recovers, kept
      // such a process alive for ever: `npm run openapi -- --check` never ended in CI.
      const script = `
      const { openDb } = await import(${JSON.stringify(new URL('./open.ts', import.meta.url).href)});
      const first = await openDb({});
      await first.exec('create table t (a int); insert into t values (1)');
      const template = await first.dump();
      await first.close();
      const copy = await openDb({ pgliteTemplate: template });
      await copy.query('select a from t');
      await copy.close();
      console.log('done');`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, [KEEP_COPIES_ENV]: '1' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // The progress timer fires every 10 s, and Postgres's 10 s timer armed by the last query
      // holds the process once: one still there 20 s after its work was done is held for ever.
      const done = await new Promise<boolean>((resolve) => {
        const poll = setInterval(() => {
          if (output.includes('done')) {
            clearInterval(poll);
            resolve(true);
          }
        }, 50);
        void exited.then(() => {
          clearInterval(poll);
          resolve(output.includes('done'));
        });
      });
      expect(done).toBe(true);
      const held = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(held);
      expect(code).toBe(0);
    },
    scaled(120_000),
  );
});
