// Checks an area adds before an operation of its type starts, for rules that need more than
// the caller's roles and the input's shape: a platform read (the overlap of notifications) or
// a role rule that depends on the data (the info operator's notification types). An area
// registers them when its routes are registered; the operations service runs them.
import type { AuthContext } from '../auth/context';

/** Throws an HttpError to refuse the start. */
export type StartCheck = (request: { input: Record<string, unknown>; auth: AuthContext }) => Promise<void>;

const checks = new Map<string, StartCheck>();

export function registerStartCheck(type: string, check: StartCheck): void {
  checks.set(type, check);
}

export async function runStartCheck(
  type: string,
  request: { input: Record<string, unknown>; auth: AuthContext },
): Promise<void> {
  await checks.get(type)?.(request);
}
