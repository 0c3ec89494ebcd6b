// The workflow bundle of today's sources, built once and kept by their digest (scripts/lib's
// cache, which `npm test` fills before its runners start): a test that needs the workflows'
// code loads it instead of bundling them again (about 8 s of CPU each time).
import { PROJECT_ROOT } from '../../scripts/lib/temporal-cli';
import { ensureTestWorkflowBundle } from '../../scripts/lib/workflow-bundle-cache';

export function testWorkflowBundle(): Promise<string> {
  return ensureTestWorkflowBundle({ root: PROJECT_ROOT });
}
