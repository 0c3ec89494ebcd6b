// The embedded stack's Temporal namespace retention (issue 42, item 3): how long the dev server
// keeps a closed operation's history. The console reads ended operations from its own record, so
// nothing it shows depends on it; what does is retrying or undoing an ended operation (they
// resume from the engine's history) and the hourly catch-up of ends the worker could not write
// (six hours back). `temporal server start-dev` has no retention flag and creates `default` with
// 24 h, so the stack sets it on every start with `temporal operator namespace update`: the
// configured value holds for a new data directory and an existing one alike.
import { execFile } from 'node:child_process';

/** Three days: a weekend's failures can still be retried on Monday. */
export const EMBEDDED_NAMESPACE_RETENTION = '72h';

/** A Go duration of hours, minutes or seconds, as the Temporal CLI reads it (`72h`, `96h30m`). */
const GO_DURATION = /^(\d+h)?(\d+m)?(\d+s)?$/;

/** TEMPORAL_RETENTION (the same variable docker-compose.yml reads), or the embedded default. */
export function embeddedRetentionOf(env: Record<string, string | undefined>): string {
  const value = env.TEMPORAL_RETENTION?.trim();
  if (!value) return EMBEDDED_NAMESPACE_RETENTION;
  if (!GO_DURATION.test(value) || !/[1-9]/.test(value)) {
    throw new Error(`TEMPORAL_RETENTION=${value}: write a duration such as 72h or 720h`);
  }
  return value;
}

/** `temporal operator namespace update --retention`: fails with what the CLI said. */
export function setNamespaceRetention(
  cli: string,
  address: string,
  retention: string,
  signal: AbortSignal,
  namespace = 'default',
): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      cli,
      [
        'operator',
        'namespace',
        'update',
        '--namespace',
        namespace,
        '--retention',
        retention,
        '--address',
        address,
      ],
      { timeout: 30_000, signal },
      (error, _stdout, stderr) =>
        error
          ? reject(
              new Error(
                `could not set the ${namespace} namespace's retention to ${retention}: ${stderr || error.message}`,
              ),
            )
          : resolve(),
    );
  });
}
