// The repository's TypeScript files (relative paths, '/'-separated), found by walking the tree the
// way git sees it: installed, built and recorded folders aside. Used by the checks that read every
// source file (scripts/file-sizes.ts, scripts/time-zone.test.ts).
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'test-results', 'playwright-report', 'coverage']);
const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

export function typescriptFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders hold tools, data and git itself (.data, .tools, .git, .schemathesis).
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) typescriptFiles(root, path, out);
    else if (TYPESCRIPT.test(entry.name)) out.push(relative(root, path).split(sep).join('/'));
  }
  return out.sort();
}
