// Where a worker's workflow code comes from: the workflows package bundled when the worker
// starts (development: about 8 s of CPU), or a bundle built once beforehand and loaded from a
// file (WORKFLOW_BUNDLE: production images, and the test run, whose workers share one). Either
// way the bundle holds the workflow interceptors (the request id passed on, the progress memo's
// last copy written before the workflow's end) and the console's failure converter: a workflow's
// own failure is converted inside the sandbox, so a bundle without it would leave the message
// and stack of every WorkflowExecutionFailed event in clear (issue 40).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { failureConverterPath } from '@cgi/workflows/codec';
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
    failureConverterPath,
    logger: { log: silent, trace: silent, debug: silent, info: silent, warn: silent, error: silent },
  });
  await writeFile(path, code);
}

/** What a bundle built with the console's failure converter holds (webpack names the module by path). */
const FAILURE_CONVERTER_MODULE = 'failure-converter.cjs';

/**
 * The Worker options that say where its workflow code comes from. A prebuilt bundle without the
 * console's failure converter (one built before it was bundled) is refused: its workflows would
 * write their failures' texts in clear.
 */
export function workflowCode(
  bundlePath: string | undefined,
): Pick<WorkerOptions, 'workflowsPath' | 'workflowBundle'> & { workflowModules: string[] } {
  if (!bundlePath) return { workflowsPath, workflowModules: workflowInterceptorModules };
  if (!readFileSync(bundlePath, 'utf8').includes(FAILURE_CONVERTER_MODULE)) {
    throw new Error(
      `${bundlePath}: the workflow bundle lacks the console's failure converter (failures would be ` +
        'stored in clear in Temporal); build it again with `tsx worker/src/build-bundle.ts`',
    );
  }
  return { workflowBundle: { codePath: bundlePath }, workflowModules: [] };
}
