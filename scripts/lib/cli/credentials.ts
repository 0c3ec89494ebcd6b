// Where `consola login` keeps tokens: one per console URL, in ~/.config/consola/credentials.json
// (or the file named by CONSOLA_TOKEN_FILE), readable by its owner only.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export interface StoredCredential {
  token: string;
  email: string;
  expiresAt: string;
}

export function credentialsPath(env: NodeJS.ProcessEnv): string {
  if (env.CONSOLA_TOKEN_FILE) return env.CONSOLA_TOKEN_FILE;
  const configHome = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(configHome, 'consola', 'credentials.json');
}

async function readAll(path: string): Promise<Record<string, StoredCredential>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, StoredCredential>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

const keyOf = (url: string) => url.replace(/\/+$/, '');

export async function readCredential(path: string, url: string): Promise<StoredCredential | undefined> {
  const stored = (await readAll(path))[keyOf(url)];
  if (!stored || Date.parse(stored.expiresAt) <= Date.now()) return undefined;
  return stored;
}

export async function writeCredential(path: string, url: string, credential: StoredCredential | null) {
  const all = await readAll(path);
  if (credential) all[keyOf(url)] = credential;
  else delete all[keyOf(url)];
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
}
