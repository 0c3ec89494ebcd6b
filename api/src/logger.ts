// Structured log lines on stderr (one JSON object per line), for the api process.
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  process.stderr.write(
    `${JSON.stringify({ level, name: 'api', time: new Date().toISOString(), message, ...fields })}\n`,
  );
}

export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
