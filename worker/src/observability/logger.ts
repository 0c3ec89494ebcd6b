// Structured log lines (pino, one JSON object per line on stdout) for the worker process, and an
// adapter that sends the Temporal SDK's own log lines through the same logger.
import type { LogLevel, LogMetadata, Logger as SdkLogger } from '@temporalio/worker';
import { pino, stdTimeFunctions, type Logger, type LevelWithSilent } from 'pino';

/**
 * Lines are written asynchronously: pino's default writes each one to stdout with a blocking
 * write(2) on the activity's own thread, one per activity (about 3 % of the worker's CPU under
 * load, measured with `npm run bench`). Lines written while one write is in flight go out in the
 * next; pino flushes what is left when the process exits, a SIGKILL loses at most those in flight.
 */
export function createWorkerLogger(level: LevelWithSilent = 'info'): Logger {
  return pino(
    {
      level,
      messageKey: 'message',
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      base: { name: 'worker', pid: process.pid },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

const SDK_LEVELS: LogLevel[] = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'];

/**
 * The SDK's log lines at `minimum` and above (its INFO lines include webpack's module list on
 * every start, hence a threshold of its own).
 */
export function sdkLogger(logger: Logger, minimum: LogLevel): SdkLogger {
  const threshold = SDK_LEVELS.indexOf(minimum);
  const log = (level: LogLevel, message: string, meta?: LogMetadata) => {
    if (SDK_LEVELS.indexOf(level) < threshold) return;
    const method = level.toLowerCase() as 'trace' | 'debug' | 'info' | 'warn' | 'error';
    logger[method]({ sdk: true, ...(meta ?? {}) }, message);
  };
  return {
    log,
    trace: (message, meta) => log('TRACE', message, meta),
    debug: (message, meta) => log('DEBUG', message, meta),
    info: (message, meta) => log('INFO', message, meta),
    warn: (message, meta) => log('WARN', message, meta),
    error: (message, meta) => log('ERROR', message, meta),
  };
}
