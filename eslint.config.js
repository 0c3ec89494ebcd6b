// Lint rules for the whole monorepo (flat config). Type-aware rules use typescript-eslint's
// project service for the workspaces (each has its own tsconfig.json) and tsconfig.scripts.json
// for scripts/, e2e/ and the root config files, which have no tsconfig.json of their own.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(root, 'web', 'src');

/** Where a web/src file sits in bulletproof-react's one-way flow: shared → features → app. */
function webLayer(file) {
  const parts = relative(webSrc, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  if (parts[0] === 'features') return { layer: 'features', feature: parts[1] };
  return { layer: parts[0] };
}

// Bulletproof-react's import boundaries without an extra plugin: a feature never imports
// another feature, shared code never imports features or the app, features never import the app.
const webImportBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'One-way imports in web/src: shared → features → app; no feature imports another' },
    schema: [],
  },
  create(context) {
    const from = webLayer(context.filename);
    if (from === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = resolve(dirname(context.filename), source);
      else if (source.startsWith('@/')) target = resolve(webSrc, source.slice(2));
      else return;
      const to = webLayer(target);
      if (to === undefined) return;
      let message;
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        message = `Feature '${from.feature}' must not import from feature '${to.feature}': move what both need to src/shared, or compose them in src/app.`;
      } else if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) {
        message = `src/shared must not import from src/${to.layer}: shared code stays independent of features and the app.`;
      } else if (from.layer === 'features' && to.layer === 'app') {
        message = `Feature '${from.feature}' must not import from src/app: the app composes features, not the reverse.`;
      }
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// Workflow code runs in Temporal's deterministic sandbox: no I/O, no Node built-ins, no clients.
const nodeBuiltins = [
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'timers/promises',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];
const workflowRestrictedImports = {
  paths: [
    ...nodeBuiltins.map((name) => ({
      name,
      message: 'Workflow code must be deterministic: no Node built-ins. Do I/O in an activity (worker/).',
    })),
    ...['@temporalio/worker', '@temporalio/client', '@temporalio/activity', '@temporalio/testing'].map(
      (name) => ({
        name,
        message:
          'Workflows import only @temporalio/workflow and @temporalio/common; clients and workers live elsewhere.',
      }),
    ),
    {
      name: '@cgi/platform',
      message:
        'Workflows call the platform only through activities (proxyActivities<typeof activities>, types only).',
      allowTypeImports: true,
    },
    ...['uuid', 'nanoid'].map((name) => ({
      name,
      message: 'Use uuid4() from @temporalio/workflow: it is deterministic on replay.',
    })),
  ],
  patterns: [
    {
      group: ['node:*'],
      message: 'Workflow code must be deterministic: no Node built-ins. Do I/O in an activity.',
    },
    {
      // @cgi/platform/time-zone is plain values (the console's zone and offset), no call. (A bare
      // '@cgi/platform' here would exclude the folder, and no subpath could come back: see paths.)
      group: [
        '@cgi/platform/*',
        '!@cgi/platform/time-zone',
        '@cgi/worker',
        '@cgi/worker/*',
        '@cgi/api',
        '@cgi/api/*',
      ],
      message:
        'Workflows call the platform only through activities (proxyActivities<typeof activities>, types only).',
      allowTypeImports: true,
    },
    {
      group: ['express', 'pg', '@electric-sql/*', 'axios', 'node-fetch', 'undici'],
      message: 'No I/O libraries in workflow code: do I/O in an activity.',
    },
  ],
};

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '.data/',
    '.tools/',
    'openapi/schema.d.ts',
    'web/src/routeTree.gen.ts',
    'test-results/',
    'playwright-report/',
    '**/*.d.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Type-aware rules for every TypeScript file.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
    },
  },
  // scripts/, e2e/ and root config files belong to tsconfig.scripts.json (no tsconfig.json of their own).
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.ts'],
    languageOptions: {
      parserOptions: { projectService: false, project: ['./tsconfig.scripts.json'], tsconfigRootDir: root },
    },
  },
  // Entry points, launcher scripts and tests' harness may print.
  {
    files: ['*/src/main.ts', 'worker/src/build-bundle.ts', 'scripts/**', 'e2e/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['workflows/src/**/*.ts'],
    ignores: ['workflows/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', workflowRestrictedImports] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      local: { rules: { 'web-import-boundaries': webImportBoundaries } },
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'local/web-import-boundaries': 'error',
    },
  },
);
