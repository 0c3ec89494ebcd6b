// Dates of the operations screens: d/M/yyyy like the rest of the console, with the time.
// Times are Buenos Aires times, whatever the browser's zone.
import { formatInstant } from '../../shared/lib/dates';
import { messages } from '../../shared/messages';

export const formatDateTime = (value: string | null | undefined): string =>
  formatInstant(value, 'dd/MM/yyyy HH:mm:ss') ?? messages.app.blank;

/** d/M/yyyy HH:mm, for the list's columns. */
export const formatStarted = (value: string | null | undefined): string =>
  formatInstant(value, 'dd/MM/yyyy HH:mm') ?? messages.app.blank;

/** HH:mm:ss, for times within a day the page already names. */
export const formatTime = (value: string | null | undefined): string =>
  formatInstant(value, 'HH:mm:ss') ?? messages.app.blank;

/** "3,2 s" or "2 min 5 s" between two instants; blank while one is missing. */
export function formatDuration(from: string | null | undefined, to: string | null | undefined): string {
  if (!from || !to) return messages.app.blank;
  const ms = Date.parse(to) - Date.parse(from);
  if (!Number.isFinite(ms) || ms < 0) return messages.app.blank;
  if (ms < 60_000) return `${(ms / 1000).toLocaleString('es-AR', { maximumFractionDigits: 1 })} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
