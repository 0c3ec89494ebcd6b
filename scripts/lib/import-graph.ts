// The repository's import graph, file by file, resolved the way TypeScript resolves it (relative
// paths and the workspaces' package exports), and the two things it must not hold: a circle, and
// an arrow that runs back up the layers (a lower workspace importing a higher one, production code
// importing the test harness).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The production workspaces, lowest first: a file may import its own layer and the ones below.
 * `web` stands apart (it shares only `workflows`), `scripts` (launcher, CLI, benchmarks) sits on
 * top, and the test harness (`test-support`, with `e2e`) above everything: production code never
 * imports it.
 */
export const LAYERS = [
  'platform',
  'workflows',
  'console-store',
  'worker',
  'api',
  'web',
  'scripts',
  'test-support',
  'e2e',
] as const;
export type Layer = (typeof LAYERS)[number] | 'root';

const RANK: Record<Layer, number> = {
  platform: 0,
  workflows: 1,
  'console-store': 2,
  worker: 3,
  api: 4,
  // The web only reads the workflows' contracts; it is no layer above the api.
  web: 4,
  scripts: 5,
  'test-support': 6,
  e2e: 7,
  root: 8,
};

const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', '.data', 'test-results', 'coverage', '.tools']);
const SOURCE = /\.(ts|tsx|mts|cts)$/;

export function layerOf(file: string): Layer {
  const top = file.split('/')[0] as Layer;
  return (LAYERS as readonly string[]).includes(top) ? top : 'root';
}

/** A test file is a leaf: nothing imports it, and it may use the harness. */
export function isTestFile(file: string): boolean {
  return /\.(test|spec|test-d)\.tsx?$/.test(file);
}

function sources(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      // Generated route tree and bundles aside, every source file counts.
      if (dir !== root || (LAYERS as readonly string[]).includes(entry.name)) sources(root, path, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(relative(root, path).split(sep).join('/'));
    }
  }
  return out;
}

export interface ImportGraph {
  files: string[];
  /** file -> the repository files it imports (type-only imports included: they are arrows too). */
  edges: Map<string, Set<string>>;
}

export function readImportGraph(root: string): ImportGraph {
  const files = sources(root).concat(
    readdirSync(root).filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts')),
  );
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
    // The web's `@/` alias.
    baseUrl: root,
    paths: { '@/*': ['web/src/*'] },
  };
  const host = ts.createCompilerHost(options);
  const known = new Set(files);
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.') && !fileName.startsWith('@cgi/') && !fileName.startsWith('@/')) continue;
      const resolved = ts.resolveModuleName(fileName, join(root, file), options, host).resolvedModule;
      if (!resolved) continue;
      const target = relative(root, resolved.resolvedFileName).split(sep).join('/');
      if (known.has(target) && target !== file) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { files, edges };
}

/** Every strongly connected set of more than one file (Tarjan), each sorted, as madge reports circles. */
export function circles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (start: string) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work: { file: string; next: string[] }[] = [];
    const open = (file: string) => {
      indices.set(file, index);
      low.set(file, index++);
      stack.push(file);
      onStack.add(file);
      work.push({ file, next: [...(graph.edges.get(file) ?? [])] });
    };
    open(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const target = top.next.pop();
      if (target !== undefined) {
        if (!indices.has(target)) open(target);
        else if (onStack.has(target)) low.set(top.file, Math.min(low.get(top.file)!, indices.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) === indices.get(top.file)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.file);
        if (component.length > 1) found.push(component.sort());
      }
    }
  };
  for (const file of graph.files) if (!indices.has(file)) visit(file);
  return found;
}

export interface UpArrow {
  from: string;
  to: string;
}

/** Whether an arrow from a file of `from` to one of `to` runs down (or stays level). */
export function runsDown(from: Layer, to: Layer, fromTest: boolean): boolean {
  if (to === 'test-support') return fromTest || RANK[from] >= RANK['test-support'];
  if (from === 'web') return to === 'web' || RANK[to] <= RANK.workflows;
  if (to === 'web') return RANK[from] >= RANK.scripts;
  return RANK[to] <= RANK[from];
}

/**
 * Arrows that run back up: a file importing a layer above its own, or a production file importing
 * the test harness. Test files are leaves beside their code: they may also use the harness (which
 * reaches down into any layer), but no production layer above their own.
 */
export function upArrows(graph: ImportGraph): UpArrow[] {
  const found: UpArrow[] = [];
  for (const [from, targets] of graph.edges) {
    for (const to of targets) {
      if (!runsDown(layerOf(from), layerOf(to), isTestFile(from))) found.push({ from, to });
    }
  }
  return found;
}
