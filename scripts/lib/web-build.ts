// Builds the web app when web/dist is missing or older than its sources, so `npm start` and
// `npm test` on a fresh clone serve the current UI without a separate build step.
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT } from './temporal-cli';

/** What the bundle is built from: the app itself plus the workspace code it imports. */
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'workflows/src',
  'openapi',
];

async function newestMtime(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules')
      .map((entry) => newestMtime(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Why the web app needs building, or undefined when web/dist is current. */
export async function webBuildReason(root: string = PROJECT_ROOT): Promise<string | undefined> {
  let built: number;
  try {
    built = (await stat(join(root, 'web', 'dist', 'index.html'))).mtimeMs;
  } catch {
    return 'web/dist/index.html is missing';
  }
  for (const source of SOURCES) {
    if ((await newestMtime(join(root, source))) > built) return `${source} changed since the last build`;
  }
  return undefined;
}

/** Runs `npm run build -w web` if needed; rejects when the build fails. */
export async function ensureWebBuild(
  options: { root?: string; log?: (message: string) => void } = {},
): Promise<void> {
  const root = options.root ?? PROJECT_ROOT;
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const reason = await webBuildReason(root);
  if (reason === undefined) return;
  log(`Building the web app (${reason}): npm run build -w web`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', () => resolve(127));
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`The web build failed (npm run build -w web exited with ${code}).`);
}
