// `npx tsx scripts/schemathesis.ts`: property-based tests of the API contract with Schemathesis
// (from PyPI, in the project-local venv .tools/schemathesis), against a throwaway embedded stack
// (its platform behind a service key). For an administrator and for the read-only role it runs
// every read endpoint and every operation start in validate-only mode (POST
// /api/operations/validate), with a fixed seed, and fails on any server error, any answer the
// contract does not document, any schema violation and any undeclared method not refused. The
// two roles run at once; the administrator also fuzzes, the read-only role runs the examples and
// the coverage phase (every parameter's edge and wrong-type values), so CI stays under 4 minutes.
//
//   SCHEMATHESIS_SEED (default 20261123)  SCHEMATHESIS_MAX_EXAMPLES (default 8)
//   SCHEMATHESIS_API_URL=http://localhost:3000 to test a stack already running (embedded mode)
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from './lib/stack';
import { PROJECT_ROOT } from './lib/temporal-cli';

export const SCHEMATHESIS_REQUIREMENT = 'schemathesis==4.32.5';
const VENV = join(PROJECT_ROOT, '.tools', 'schemathesis');
const ST = join(VENV, 'bin', 'st');

/** The roles the contract is exercised as: full access, and reading only. */
const ROLES = [
  { name: 'admin', email: 'admin@consola.test', phases: 'examples,coverage,fuzzing' },
  { name: 'read-only', email: 'lector@consola.test', phases: 'examples,coverage' },
];

/** Reads (operationIds get…) and the validate-only start; nothing that changes data. */
const OPERATIONS = '^(get[A-Za-z]*|postOperationsValidate)$';

function run(command: string, args: string[], logPath?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const log = logPath ? createWriteStream(logPath) : undefined;
    const child = spawn(command, args, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd: PROJECT_ROOT,
    });
    child.stdout?.pipe(log!, { end: false });
    child.stderr?.pipe(log!, { end: false });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (log) log.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    });
  });
}

async function ensureSchemathesis(): Promise<string> {
  try {
    await access(ST);
    const version = await new Promise<string>((resolve) =>
      execFile(ST, ['--version'], (_error, stdout) => resolve(stdout.trim())),
    );
    if (version.endsWith(SCHEMATHESIS_REQUIREMENT.split('==')[1]!)) return ST;
  } catch {
    // Not installed yet.
  }
  console.error(`installing ${SCHEMATHESIS_REQUIREMENT} into ${VENV}...`);
  const python = process.env.PYTHON ?? 'python3';
  if ((await run(python, ['-m', 'venv', VENV])) !== 0) throw new Error(`${python} -m venv ${VENV} failed`);
  const pip = [
    '-m',
    'pip',
    'install',
    '--disable-pip-version-check',
    '--no-input',
    '--quiet',
    SCHEMATHESIS_REQUIREMENT,
  ];
  if ((await run(join(VENV, 'bin', 'python'), pip)) !== 0)
    throw new Error(`pip install ${SCHEMATHESIS_REQUIREMENT} failed`);
  return ST;
}

async function tokenFor(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`POST /auth/dev/token for ${email}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function main(): Promise<number> {
  const st = await ensureSchemathesis();
  const seed = process.env.SCHEMATHESIS_SEED ?? '20261123';
  const maxExamples = process.env.SCHEMATHESIS_MAX_EXAMPLES ?? '8';
  let stack: Stack | undefined;
  let dataDir: string | undefined;
  let apiUrl = process.env.SCHEMATHESIS_API_URL;
  const reports = join(PROJECT_ROOT, 'test-results', 'schemathesis');
  await mkdir(reports, { recursive: true });
  try {
    if (!apiUrl) {
      dataDir = await mkdtemp(join(tmpdir(), 'cgi-schemathesis-'));
      const started = Date.now();
      stack = await startStack({
        dataDir,
        buildWeb: false,
        env: { ...HIGH_RATE_LIMITS_ENV, PLATFORM_SERVICE_KEY: randomBytes(24).toString('hex') },
        output: createWriteStream(join(reports, 'stack.log')),
        log: (message) => console.error(message),
      });
      apiUrl = stack.urls.console;
      console.error(`stack ready in ${Math.round((Date.now() - started) / 1000)} s at ${apiUrl}`);
    }
    const runs = ROLES.map(async (role) => {
      const token = await tokenFor(apiUrl!, role.email);
      const logPath = join(reports, `${role.name}.log`);
      const started = Date.now();
      const code = await run(
        st,
        [
          'run',
          `${apiUrl}/api/openapi.json`,
          '--url',
          apiUrl!,
          '--header',
          `Authorization: Bearer ${token}`,
          '--include-operation-id-regex',
          OPERATIONS,
          '--checks',
          'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,response_headers_conformance,unsupported_method,allow_header_conformance,ignored_auth',
          '--phases',
          role.phases,
          '--seed',
          seed,
          '--max-examples',
          maxExamples,
          // One worker: Hypothesis parses lambdas with `ast`, which races under threads on Python 3.11.
          '--workers',
          '1',
          '--no-shrink',
          '--report',
          'junit',
          '--report-junit-path',
          join(reports, `${role.name}.xml`),
        ],
        logPath,
      );
      const log = await readFile(logPath, 'utf8');
      // The summary, or everything when something failed.
      const shown = code === 0 ? log.slice(log.lastIndexOf('= SUMMARY =') - 40) : log;
      console.log(
        `\n=== schemathesis as ${role.name} (${role.email}), seed ${seed}, ${role.phases}: ` +
          `${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (${logPath})\n${shown}`,
      );
      return code;
    });
    const failed = (await Promise.all(runs)).filter((code) => code !== 0).length;
    return failed === 0 ? 0 : 1;
  } finally {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
