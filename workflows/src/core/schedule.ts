// Scheduled operations (issue 30, item 6): a run started with a time waits for it on a durable
// timer, after the start checks and any approval, before its first step. What the envelope and
// the progress carry, the Update that moves the time, and the rules the api and the Update's
// validator both apply. Pure: the workflow sandbox imports it.
import { CONSOLE_TIME_ZONE, withConsoleOffset } from '@cgi/platform/time-zone';
import { defineUpdate } from '@temporalio/workflow';

/** Where a request came from, as the screens name it ('Consola', never 'ui'). */
export const SOURCE_NAMES: Record<string, string> = { ui: 'Consola', api: 'API', cli: 'Línea de comandos' };
export const sourceName = (source: string) => SOURCE_NAMES[source] ?? source;

/** Marks the runs that may wait for their time before their first step (replay of older runs). */
export const SCHEDULE_WAIT_PATCH = 'schedule-wait';

/** How far ahead an operation may be scheduled. */
export const SCHEDULE_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** waiting: its time has not come; started: it went on to its steps; cancelled: it never ran. */
export type ScheduleState = 'waiting' | 'started' | 'cancelled';

/** A change of time: who, when, from where, from which time to which. */
export interface ScheduleChange {
  by: string;
  at: string;
  source: string;
  from: string;
  to: string;
}

/** The schedule as the progress (and so the memo, the api and the detail) carries it. */
export interface ScheduleProgress {
  state: ScheduleState;
  /** When it runs (or ran), ISO UTC; the last time given. */
  notBefore: string;
  changes: ScheduleChange[];
  /** When its time came and it went on. */
  startedAt?: string;
}

/** Who moves the time and to when, as the api (after its own gate) tells the workflow. */
export interface RescheduleRequest {
  by: string;
  source: string;
  notBefore: string;
}

export interface RescheduleAnswer {
  state: ScheduleState;
  notBefore: string;
}

export const rescheduleUpdate = defineUpdate<RescheduleAnswer, [RescheduleRequest]>('reschedule');

export type ScheduleRefusalCode =
  'SCHEDULE_IN_PAST' | 'SCHEDULE_TOO_FAR' | 'SCHEDULE_INVALID' | 'ALREADY_STARTED';

export const scheduleMessages = {
  invalid: `Fecha y hora inválidas (use una fecha ISO con zona horaria, p. ej. ${withConsoleOffset('2026-12-01T22:00:00')})`,
  inPast: 'La hora programada ya pasó: elija una hora futura',
  tooFar: `Solo se puede programar hasta ${SCHEDULE_MAX_DAYS} días adelante`,
  alreadyStarted: 'La operación ya empezó o terminó: ya no se puede cambiar su hora',
  cancelled: 'Cancelada antes de su hora programada; no se hizo ningún cambio',
  scheduledLog: (at: string) => `Programada para ${formatConsoleTime(at)}`,
  rescheduledLog: (by: string, source: string, from: string, to: string) =>
    `Hora cambiada por ${by} (desde ${sourceName(source)}): de ${formatConsoleTime(from)} a ${formatConsoleTime(to)}`,
  startedLog: 'Llegó la hora programada: empieza',
} as const;

/**
 * A time as staff read it: day and hour in the console's time zone (Buenos Aires). Only for
 * texts (event-log lines); the progress keeps ISO UTC.
 */
export function formatConsoleTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Intl, not @date-fns/tz: inside the workflow sandbox TZDate falls back to UTC. hourCycle h23,
  // not hour12 false: es-AR's 24-hour cycle writes 24:14 for a quarter past midnight.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('es-AR', {
      timeZone: CONSOLE_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} (hora de Buenos Aires)`;
}

/** An ISO date-time with its zone (Z or ±hh:mm): a time without one is ambiguous. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Why a time cannot be the operation's (null when it can): a real time, future, within 90 days. */
export function refuseNotBefore(
  notBefore: string,
  now: number,
): { code: Exclude<ScheduleRefusalCode, 'ALREADY_STARTED'>; message: string } | null {
  const at = ISO_WITH_ZONE.test(notBefore) ? Date.parse(notBefore) : Number.NaN;
  if (Number.isNaN(at)) return { code: 'SCHEDULE_INVALID', message: scheduleMessages.invalid };
  if (at <= now) return { code: 'SCHEDULE_IN_PAST', message: scheduleMessages.inPast };
  if (at > now + SCHEDULE_MAX_DAYS * DAY_MS)
    return { code: 'SCHEDULE_TOO_FAR', message: scheduleMessages.tooFar };
  return null;
}
