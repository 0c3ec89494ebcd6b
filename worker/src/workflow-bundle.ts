// Where a worker's workflow code comes from: the workflows package bundled when the worker
// starts (development: about 8 s of CPU), or a bundle built once beforehand and loaded from a
// file (WORKFLOW_BUNDLE: production images, and the test run, whose workers share one). Either
// way the bundle holds the workflow interceptors: the request id passed on, and the progress
// memo's last copy written before the workflow's end.
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, type WorkerOptions } from '@temporalio/worker';

// createRequire, not import.meta.resolve: vitest's global setup runs where the latter is missing.
const require = createRequire(import.meta.url);

export const workflowsPath = require.resolve('@cgi/workflows/workflows');

export const workflowInterceptorModules = [
  fileURLToPath(new URL('./observability/workflow-interceptors.ts', import.meta.url)),
  require.resolve('@cgi/workflows/memo-before-end'),
  require.resolve('@cgi/workflows/outcome-record'),
];

/** Bundles the workflows (with their interceptors) into `path`, for WORKFLOW_BUNDLE. */
export async function writeWorkflowBundle(path: string): Promise<void> {
  const silent = () => undefined;
  const { code } = await bundleWorkflowCode({
    workflowsPath,
    workflowInterceptorModules,
    logger: { log: silent, trace: silent, debug: silent, info: silent, warn: silent, error: silent },
  });
  await writeFile(path, code);
}

/** The Worker options that say where its workflow code comes from. */
export function workflowCode(
  bundlePath: string | undefined,
): Pick<WorkerOptions, 'workflowsPath' | 'workflowBundle'> & { workflowModules: string[] } {
  return bundlePath
    ? { workflowBundle: { codePath: bundlePath }, workflowModules: [] }
    : { workflowsPath, workflowModules: workflowInterceptorModules };
}
