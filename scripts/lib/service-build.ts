// The console's Node services (database, platform, worker, api) as plain JavaScript, one file
// each, so the processes `npm start`, the benchmarks, the e2e stacks and the container run load
// no TypeScript loader: tsx keeps a loader thread and its caches in every process (about 35 MB
// resident each, more with the app's modules) and transforms every module at each start.
// Third-party packages stay outside the bundle and load from node_modules as usual, except a
// version a workspace installs apart from the root's (it would load the root's); the
// workspace's own packages are bundled. Each module keeps its own `import.meta.url`, so the files
// it finds beside itself (migrations, the workflow interceptors) are found as from the sources.
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sourcesDigest } from './sources-digest';

export const SERVICE_ENTRY_POINTS = {
  database: 'console-store/src/main.ts',
  platform: 'platform/src/main.ts',
  worker: 'worker/src/main.ts',
  api: 'api/src/main.ts',
} as const;

export type BuiltService = keyof typeof SERVICE_ENTRY_POINTS;

/**
 * The worker's V8 old-space limit, in MB. Left to V8, the limit follows the machine's memory
 * (about 4 GB here), and V8 lets the heap grow far before it collects: the worker peaked at
 * 440 MB resident in the 1,000-operation benchmark, and at 333 MB with 512, with no more CPU
 * per operation (docs/performance.md). The SDK sizes its workflow cache from this limit too:
 * 210 workflows at 512 MB; more running at once are evicted and replayed when they next run.
 */
export const WORKER_OLD_SPACE_MB = 512;

/** The node flags a built service runs with (`npm start`, the production topology, the image). */
export function serviceNodeArgs(service: BuiltService): string[] {
  return [
    '--enable-source-maps',
    ...(service === 'worker' ? [`--max-old-space-size=${WORKER_OLD_SPACE_MB}`] : []),
  ];
}

/** What the bundles are made of: every workspace package's sources and the locked dependencies. */
const SOURCES = [
  'api/src',
  'worker/src',
  'platform/src',
  'console-store/src',
  'workflows/src',
  'workflows/codec',
  'workflows/webhooks',
  'api/package.json',
  'worker/package.json',
  'platform/package.json',
  'console-store/package.json',
  'workflows/package.json',
  'package-lock.json',
];

/** `@scope/name` or `name` of a bare import (`ipaddr.js`, `undici/types`, `@temporalio/worker`). */
const packageNameOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Whether a workspace installs its own copy of the package (another version than the root's):
 * the bundle resolves bare imports from the root's node_modules, so that copy must go inside it.
 */
function workspaceCopy(root: string, resolveDir: string, name: string): boolean {
  for (let dir = resolveDir; dir.startsWith(root) && dir !== root; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
  }
  return false;
}

const ownSourcesOnly = (root: string): esbuild.Plugin => ({
  name: 'own-sources-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cgi/') || workspaceCopy(root, args.resolveDir, packageNameOf(args.path))
        ? undefined
        : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
});

/** Writes the four services' bundles into `outDir` (`<service>.mjs`, with source maps). */
export async function buildServices(root: string, outDir: string): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVICE_ENTRY_POINTS,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [ownSourcesOnly(root)],
    logLevel: 'warning',
  });
}

/**
 * The bundles for the current sources, built once per state of them. They live under the
 * project's node_modules, so the packages they leave outside resolve as from the sources.
 */
export async function ensureServiceBuild(options: {
  root: string;
  log: (message: string) => void;
}): Promise<Record<BuiltService, string>> {
  const cache = join(options.root, 'node_modules', '.cache', 'consola-services');
  const dir = join(cache, await sourcesDigest(options.root, SOURCES));
  const paths = Object.fromEntries(
    Object.keys(SERVICE_ENTRY_POINTS).map((name) => [name, join(dir, `${name}.mjs`)]),
  ) as Record<BuiltService, string>;
  try {
    await Promise.all(Object.values(paths).map((path) => access(path)));
    return paths;
  } catch {
    // Not built for these sources yet.
  }
  options.log('Building the services to JavaScript (once per change of their code)...');
  const partial = `${dir}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(cache, { recursive: true });
  await buildServices(options.root, partial);
  // Another process may have finished the same build first: its copy is as good as ours.
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  return paths;
}
