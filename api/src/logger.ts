// Structured log lines (pino: one JSON object per line on stdout) for the api process. Every
// line written while a request is served carries its request id. The level is set once at
// start-up (main.ts, LOG_LEVEL).
import { pino, stdTimeFunctions, type LevelWithSilent } from 'pino';
import { currentRequestId } from './observability/request-context';

/** Who reads the lines as they are written, besides stdout (tests of what a run's log holds). */
const lineWatchers = new Set<(line: string) => void>();

// Written asynchronously, as the worker's: pino's default blocks the event loop on a write(2)
// to stdout for every request line (5 % of the api's CPU in `npm run bench`, and a start call
// waits behind it when the reader of the pipe is slow). Lines written while one write is in
// flight go out together; pino flushes the rest when the process exits.
export const rootLogger = pino(
  {
    name: 'api',
    level: 'info',
    messageKey: 'message',
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    base: { name: 'api', pid: process.pid },
    // The request logger (pino-http) binds requestId itself; every other line gets it here.
    mixin: (_merge, _level, logger) => {
      const requestId = currentRequestId();
      return requestId && !('requestId' in logger.bindings()) ? { requestId } : {};
    },
    hooks: {
      streamWrite: (line) => {
        for (const watch of lineWatchers) watch(line);
        return line;
      },
    },
  },
  pino.destination({ dest: 1, sync: false }),
);

export function setLogLevel(level: LevelWithSilent): void {
  rootLogger.level = level;
}

/** Calls `watch` with every line written from now on, until the returned function is called. */
export function watchLogLines(watch: (line: string) => void): () => void {
  lineWatchers.add(watch);
  return () => lineWatchers.delete(watch);
}

type Fields = Record<string, unknown>;

export const logger = {
  info: (message: string, fields: Fields = {}) => rootLogger.info(fields, message),
  warn: (message: string, fields: Fields = {}) => rootLogger.warn(fields, message),
  error: (message: string, fields: Fields = {}) => rootLogger.error(fields, message),
};
