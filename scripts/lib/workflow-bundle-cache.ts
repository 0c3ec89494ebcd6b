// The workflow bundle `npm start` hands its worker (WORKFLOW_BUNDLE): built once per state of the
// workflow sources and kept in DATA_DIR, so a worker the supervisor restarts, and every later
// start with the same code, loads it instead of bundling again (about 8 s of CPU each time).
import { execFile } from 'node:child_process';
import { access, mkdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sourcesDigest } from './sources-digest';

const run = promisify(execFile);

/** What the bundle is made of: the workflows package, the worker's bundling code, the SDK's version. */
const SOURCES = [
  'workflows/src',
  'workflows/package.json',
  'workflows/codec/failure-converter.cjs',
  'worker/src/workflow-bundle.ts',
  'worker/src/observability/workflow-interceptors.ts',
  'package-lock.json',
];

/** A digest of every source of the bundle, by path and content. */
export function workflowSourcesDigest(root: string): Promise<string> {
  return sourcesDigest(root, SOURCES);
}

/** The bundle for the current sources: the one in `dataDir`, or a new one built by a child process. */
export async function ensureWorkflowBundle(options: {
  root: string;
  dataDir: string;
  log: (message: string) => void;
}): Promise<string> {
  const path = join(options.dataDir, `workflow-bundle-${await workflowSourcesDigest(options.root)}.js`);
  try {
    await access(path);
    return path;
  } catch {
    // Not built for these sources yet.
  }
  options.log('Bundling the workflows for the worker (once per change of their code)...');
  const partial = `${path}.${process.pid}.partial`;
  await run(process.execPath, ['--import', 'tsx', 'worker/src/build-bundle.ts', partial], {
    cwd: options.root,
  });
  await rename(partial, path);
  return path;
}

/**
 * The bundle for test runs (vitest's global setup, the e2e stacks, `npm test`), kept in the
 * system's temporary directory by source digest, so runs and runners after the first load it.
 */
export async function ensureTestWorkflowBundle(
  options: { root: string; log?: (message: string) => void } = { root: process.cwd() },
): Promise<string> {
  const dataDir = join(tmpdir(), 'cgi-workflow-bundles');
  await mkdir(dataDir, { recursive: true });
  return ensureWorkflowBundle({ root: options.root, dataDir, log: options.log ?? (() => undefined) });
}
