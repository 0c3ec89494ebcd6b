// One-line JSON logs on stderr; entry points pass it down, modules never write to the console.

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(name = 'platform'): Logger {
  const write = (level: string, message: string, fields: Record<string, unknown>) =>
    process.stderr.write(
      `${JSON.stringify({ level, name, time: new Date().toISOString(), message, ...fields })}\n`,
    );
  return {
    info: (message, fields = {}) => write('info', message, fields),
    error: (message, error) =>
      write('error', message, { error: error instanceof Error ? (error.stack ?? error.message) : error }),
  };
}

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
