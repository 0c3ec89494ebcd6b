// Times on the command line, in the console's zone (@cgi/workflows/time-zone): how staff read a
// moment, and how `--at` without a zone is read.
import { formatConsoleDateTime, withConsoleOffset } from '@cgi/workflows/time-zone';

/** A moment as staff read it: Buenos Aires time. */
export const buenosAires = (iso: string) => formatConsoleDateTime(iso);

/**
 * `--at`: an ISO date-time; without a zone it is read in the console's time zone (Buenos
 * Aires, UTC-3 all year), as the web's picker reads it.
 */
export function notBeforeOf(at: string): string {
  const trimmed = at.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)) return withConsoleOffset(trimmed);
  return trimmed;
}
