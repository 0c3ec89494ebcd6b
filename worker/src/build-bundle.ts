// `tsx worker/src/build-bundle.ts <file>`: writes the workflow bundle a worker loads with
// WORKFLOW_BUNDLE (the container image builds it once; `npm start` keeps one per source state).
import { writeWorkflowBundle } from './workflow-bundle';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx worker/src/build-bundle.ts <bundle.js>');
  process.exit(2);
}
await writeWorkflowBundle(out);
console.log(`workflow bundle written to ${out}`);
