// Rules of e-Ventanilla (spec 2 §4) that need no service call: the statuses, their labels and
// colours, which of them the status filter offers, and the manual changes allowed. Pure, so the
// workflow, the api and the web app share one table and it is unit-tested alone.

export const EVENTANILLA_STATUSES = [
  'DELEGATION-MISSING',
  'WAITING-DELEGATION',
  'DELEGATION-ACCEPTED',
  'ACTIVE-LOAD-FAIL',
  'ACTIVE-LOAD-FAIL-NO-AUTH',
  'ACTIVE-LOAD-SUCCESS',
  'DISABLED',
  'DELEGATION-CANCEL-IN-PROGRESS',
] as const;

export type EventanillaStatus = (typeof EVENTANILLA_STATUSES)[number];

/** Spanish descriptions, as the legal communications service words them. */
export const EVENTANILLA_STATUS_LABELS: Record<EventanillaStatus, string> = {
  'DELEGATION-MISSING': 'Habilitación en proceso: delegación no registrada',
  'WAITING-DELEGATION': 'Habilitación en proceso: esperando delegación',
  'DELEGATION-ACCEPTED': 'Habilitación en proceso: delegación aceptada',
  'ACTIVE-LOAD-FAIL': 'Activo: falló la recuperación de comunicaciones',
  'ACTIVE-LOAD-FAIL-NO-AUTH': 'Activo: falló la recuperación, CUIT sin autorización',
  'ACTIVE-LOAD-SUCCESS': 'Activo: recuperación correcta',
  DISABLED: 'No activo: deshabilitado',
  'DELEGATION-CANCEL-IN-PROGRESS': 'No activo: baja de delegación en proceso',
};

/** §2.16: the status filter offers every status except the two ACTIVE-LOAD ones. */
export const EVENTANILLA_FILTER_STATUSES: readonly EventanillaStatus[] = EVENTANILLA_STATUSES.filter(
  (status) => status !== 'ACTIVE-LOAD-FAIL' && status !== 'ACTIVE-LOAD-SUCCESS',
);

/** §4 "Manual changes from the row menu (target: allowed from)", in the menu's order. */
export const EVENTANILLA_MANUAL_CHANGES: Readonly<
  Record<
    'WAITING-DELEGATION' | 'DELEGATION-ACCEPTED' | 'DELEGATION-MISSING' | 'DISABLED',
    readonly EventanillaStatus[]
  >
> = {
  'WAITING-DELEGATION': ['DELEGATION-MISSING', 'DELEGATION-ACCEPTED'],
  'DELEGATION-ACCEPTED': ['WAITING-DELEGATION', 'DELEGATION-MISSING', 'ACTIVE-LOAD-FAIL-NO-AUTH'],
  'DELEGATION-MISSING': ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED'],
  DISABLED: ['DELEGATION-CANCEL-IN-PROGRESS'],
};

export type EventanillaTarget = keyof typeof EVENTANILLA_MANUAL_CHANGES;

export const EVENTANILLA_TARGETS = Object.keys(EVENTANILLA_MANUAL_CHANGES) as EventanillaTarget[];

export function isEventanillaStatus(value: string): value is EventanillaStatus {
  return (EVENTANILLA_STATUSES as readonly string[]).includes(value);
}

/** Whether a manual change from `from` to `to` is one of the edges of §4. */
export function canChangeStatus(from: string, to: string): boolean {
  const origins = (EVENTANILLA_MANUAL_CHANGES as Record<string, readonly string[] | undefined>)[to];
  return origins?.includes(from) ?? false;
}

/** The manual targets reachable from a status, in the menu's order. */
export function allowedTargets(from: string): EventanillaTarget[] {
  return EVENTANILLA_TARGETS.filter((to) => canChangeStatus(from, to));
}

export type StatusTone = 'grey' | 'green' | 'red' | 'amber';

/**
 * §4 colours: missing grey, waiting and accepted green, disabled red. The spec names no colour
 * for the others; active ones read as green, failures amber, cancellation red (our choice).
 */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'DELEGATION-MISSING':
      return 'grey';
    case 'WAITING-DELEGATION':
    case 'DELEGATION-ACCEPTED':
    case 'ACTIVE-LOAD-SUCCESS':
      return 'green';
    case 'DISABLED':
    case 'DELEGATION-CANCEL-IN-PROGRESS':
      return 'red';
    default:
      return 'amber';
  }
}

export function statusLabel(status: string): string {
  return isEventanillaStatus(status) ? EVENTANILLA_STATUS_LABELS[status] : status;
}

/** §2.17: '{n} Estudio(s)', plural unless exactly 1. */
export function studiesChip(count: number): string {
  return count === 1 ? '1 Estudio' : `${count} Estudios`;
}
