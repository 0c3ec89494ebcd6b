// The embedded console database's password (issue 40): generated once, kept in the data folder
// in a file only its owner reads (0600), and given by every process that connects (the launcher
// puts it in the CONSOLE_DATABASE_URL it hands the api and the worker; a process started on its
// own reads it from DATA_DIR). The database holds the token-signing keys: without it anyone on
// the host could read them.
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const CONSOLE_DB_PASSWORD_FILE_NAME = 'console-db-password';

/** Where the data folder keeps the password. */
export function consoleDbPasswordPath(dataDir: string): string {
  return join(dataDir, CONSOLE_DB_PASSWORD_FILE_NAME);
}

export function generateConsoleDbPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The password in `path`; a file others may read is made the owner's alone first. */
export async function readConsoleDbPassword(path: string): Promise<string> {
  const { mode } = await stat(path);
  if ((mode & 0o077) !== 0) await chmod(path, 0o600);
  const password = (await readFile(path, 'utf8')).trim();
  if (!password) throw new Error(`${path}: la contraseña de la base de la consola está vacía`);
  return password;
}

/**
 * The password in `path`, made by the first process that asks (several may start at once: one
 * file wins, every process reads that one).
 */
export async function loadOrCreateConsoleDbPassword(path: string): Promise<string> {
  try {
    return await readConsoleDbPassword(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${generateConsoleDbPassword()}\n`, { mode: 0o600 });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  return readConsoleDbPassword(path);
}

/** `url` with `password`, unless it names one already. */
export function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  if (parsed.password) return url;
  parsed.password = password;
  return parsed.toString();
}

/** `url` with its password left out, to print it. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = '';
  return parsed.toString();
}
