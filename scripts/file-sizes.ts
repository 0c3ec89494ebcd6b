// `npm run file-sizes` (part of `npm run lint`): lists every .ts/.tsx file over 600 lines outside
// the allow-list of scripts/lib/file-sizes.ts (generated code, the seed's data); exits 1 if any.
import { MAX_LINES, oversizedFiles, repositoryFileSizes } from './lib/file-sizes';
import { PROJECT_ROOT } from './lib/temporal-cli';

const sizes = repositoryFileSizes(PROJECT_ROOT);
const over = oversizedFiles(sizes);
for (const { path, lines } of over) console.log(`${String(lines).padStart(6)}  ${path}`);
console.log(
  over.length === 0
    ? `${sizes.length} files, none over ${MAX_LINES} lines`
    : `${over.length} of ${sizes.length} files over ${MAX_LINES} lines: split each into modules named for what they hold`,
);
process.exit(over.length === 0 ? 0 : 1);
