// `npx tsx scripts/import-graph.ts`: the import graph's circles and the arrows that run back up
// the layers (scripts/lib/import-graph.ts says which), each listed; exits 1 if there is any.
import { PROJECT_ROOT } from './lib/temporal-cli';
import { circles, readImportGraph, upArrows } from './lib/import-graph';

const graph = readImportGraph(PROJECT_ROOT);
const arrows = upArrows(graph);
const found = circles(graph);
let edges = 0;
for (const targets of graph.edges.values()) edges += targets.size;
for (const circle of found) console.log(`circle: ${circle.join(' ↔ ')}`);
for (const { from, to } of arrows) console.log(`up: ${from} -> ${to}`);
console.log(
  `${graph.files.length} files, ${edges} imports: ${found.length} circles, ${arrows.length} arrows back up`,
);
process.exit(found.length + arrows.length === 0 ? 0 : 1);
