// The states of an operation's life as staff read them (issue 43): one table of each state's
// word, sentence and the actions it offers, read by the api (the list row's and the detail's
// `life`), and through it by the web's list, detail, live progress and timeline, and the CLI.
// Pure and browser-safe (no date library): the times in a sentence arrive formatted.
import type { ApprovalState } from './core/approval';
import type { OperationStatus } from './core/memo';
import type { ScheduleState } from './core/schedule';
import type { StepState } from './core/progress';

export const LIFE_STATES = [
  'requested',
  'awaitingApproval',
  'scheduled',
  'running',
  'completed',
  'failed',
  'refused',
  'rejected',
  'withdrawn',
  'expired',
  'cancelledBeforeTime',
  'cancelled',
  'undone',
  'retried',
] as const;
export type LifeState = (typeof LIFE_STATES)[number];

/** What a person may do to an operation in a state (each surface still applies who may). */
export const LIFE_ACTIONS = [
  'approve',
  'reject',
  'withdraw',
  'reschedule',
  'cancel',
  'retry',
  'undo',
  'openRetry',
  'openUndo',
] as const;
export type LifeAction = (typeof LIFE_ACTIONS)[number];

/** The actions' names, as the buttons and the CLI's hints say them. */
export const lifeActionLabels: Record<LifeAction, string> = {
  approve: 'Aprobar',
  reject: 'Rechazar',
  withdraw: 'Retirar solicitud',
  reschedule: 'Cambiar hora',
  cancel: 'Cancelar operación',
  retry: 'Reintentar',
  undo: 'Deshacer',
  openRetry: 'Ver el reintento',
  openUndo: 'Ver lo que la deshizo',
};

/** The roles as staff name them (who may approve). */
export const roleNames: Record<string, string> = {
  'CGI.Admin': 'Administración',
  'CGI.CustomerSupport': 'Soporte',
  'CGI.CommercialAgent': 'Comercial',
  'CGI.ContentManagementRW': 'Contenidos',
  'CGI.LegalCommOperator': 'Legales',
  'CGI.MeAppMaintainer': 'Mantenimiento de Mi Estudio',
  'CGI.GlobalNotificationAdmin': 'Notificaciones: administración',
  'CGI.GlobalNotificationInfoOperator': 'Notificaciones: información',
  'CGI.GlobalNotificationReader': 'Notificaciones: lectura',
};

/** Roles as staff name them, in one phrase ('Administración o Soporte'). */
export const roleList = (roles: readonly string[]) => {
  const names = roles.map((role) => roleNames[role] ?? role);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;
};

/** What a sentence names: the times already formatted as staff read them (dd/MM/yyyy HH:mm). */
export interface LifeSentenceFacts {
  /** The scheduled time. */
  notBefore?: string | null;
  /** Who may approve: role names. */
  approverRoles?: readonly string[];
  /** Until when the approval may be given. */
  expiresAt?: string | null;
  /** Approvals still missing. */
  missing?: number;
  /** The step that failed or is running. */
  step?: string | null;
}

/** Each state: its word (the badge), its sentence and the actions it offers, in that order. */
export const lifeStateTable: Record<
  LifeState,
  { label: string; sentence: (facts: LifeSentenceFacts) => string; actions: readonly LifeAction[] }
> = {
  requested: {
    label: 'Pedida',
    sentence: () => 'Pedida: empieza en un momento. Todavía no se hizo ningún cambio.',
    actions: ['cancel'],
  },
  awaitingApproval: {
    label: 'Esperando aprobación',
    sentence: ({ approverRoles, expiresAt, missing }) =>
      `Espera ${missing && missing > 1 ? `${missing} aprobaciones` : 'la aprobación'} de otra persona` +
      (approverRoles && approverRoles.length > 0 ? ` con rol ${roleList(approverRoles)}` : '') +
      (expiresAt ? `, hasta el ${expiresAt}` : '') +
      '. Todavía no se hizo ningún cambio.',
    actions: ['approve', 'reject', 'withdraw'],
  },
  scheduled: {
    label: 'Programada',
    sentence: ({ notBefore }) =>
      `Programada${notBefore ? ` para el ${notBefore}` : ''}: empieza sola a esa hora. Todavía no se hizo ningún cambio.`,
    actions: ['reschedule', 'cancel'],
  },
  running: {
    label: 'En curso',
    sentence: ({ step }) => `En curso${step ? `: ${step}` : ''}.`,
    actions: ['cancel'],
  },
  completed: {
    label: 'Completada',
    sentence: () => 'Completada: se hicieron todos los cambios.',
    // Undo is for what failed or was cancelled half-way (aftermath): a completed run offers none.
    actions: [],
  },
  failed: {
    label: 'Falló',
    sentence: ({ step }) =>
      `Falló${step ? ` en «${step}»` : ''}. Los pasos completados quedan aplicados; puede reintentarla desde el paso que falló.`,
    actions: ['retry', 'undo'],
  },
  refused: {
    label: 'No se pudo hacer',
    sentence: ({ step }) =>
      `No se pudo hacer: una regla lo impide${step ? ` en «${step}»` : ''}. Los pasos completados quedan aplicados.`,
    actions: ['retry', 'undo'],
  },
  rejected: {
    label: 'Rechazada',
    sentence: () => 'Rechazada por quien debía aprobarla. No se hizo ningún cambio.',
    actions: [],
  },
  withdrawn: {
    label: 'Retirada',
    sentence: () => 'Retirada por quien la pidió antes de ser aprobada. No se hizo ningún cambio.',
    actions: ['retry'],
  },
  expired: {
    label: 'Vencida',
    sentence: () => 'Vencida: nadie la aprobó a tiempo. No se hizo ningún cambio.',
    actions: [],
  },
  cancelledBeforeTime: {
    label: 'Cancelada antes de su hora',
    sentence: () => 'Cancelada antes de su hora. No se hizo ningún cambio.',
    actions: ['retry'],
  },
  cancelled: {
    label: 'Cancelada',
    sentence: () => 'Cancelada mientras corría. Los pasos completados quedan aplicados.',
    actions: ['retry', 'undo'],
  },
  undone: {
    label: 'Deshecha',
    sentence: () => 'Deshecha: otra operación revirtió sus cambios.',
    actions: ['openUndo'],
  },
  retried: {
    label: 'Reintentada',
    sentence: () => 'Reintentada: otra operación la continúa desde el paso que falló.',
    actions: ['openRetry'],
  },
};

/** Codes of failures that are the engine's or a service's, not a business rule's refusal. */
const FAILURE_CODES = new Set(['STEP_FAILED', 'ITEMS_FAILED', 'FAILED', 'TIMED_OUT', 'TERMINATED']);

/** What decides an operation's state. */
export interface LifeFacts {
  status: OperationStatus;
  steps: readonly Pick<StepState, 'status' | 'startedAt' | 'finishedAt'>[];
  /** False while the run has not published its progress yet. */
  published?: boolean;
  errorCode?: string | null;
  approvalState?: ApprovalState | null;
  scheduleState?: ScheduleState | null;
  retriedBy?: string | null;
  undoneBy?: string | null;
}

/** The state of an operation: the most telling of what happened to it. */
export function lifeStateOf(facts: LifeFacts): LifeState {
  const { status } = facts;
  if (facts.undoneBy) return 'undone';
  if (facts.retriedBy) return 'retried';
  switch (status) {
    case 'awaitingApproval':
    case 'scheduled':
    case 'completed':
    case 'rejected':
    case 'expired':
      return status;
    case 'running':
      return facts.published === false ||
        facts.steps.every((step) => step.status === 'pending' && !step.startedAt)
        ? 'requested'
        : 'running';
    case 'cancelled':
      if (facts.approvalState === 'withdrawn') return 'withdrawn';
      if (facts.scheduleState === 'cancelled') return 'cancelledBeforeTime';
      return 'cancelled';
    case 'failed':
      return facts.errorCode && !FAILURE_CODES.has(facts.errorCode) ? 'refused' : 'failed';
  }
}

/**
 * Steps that ran: done, or skipped by the run's own decision (it reached the step and found
 * nothing to do, so it has an end time). Steps left unrun by a rejection, an expiry, a cancel
 * or a failure are skipped without one, and do not count.
 */
export function stepsRan(steps: readonly Pick<StepState, 'status' | 'finishedAt'>[]): number {
  return steps.filter(
    (step) => step.status === 'done' || (step.status === 'skipped' && Boolean(step.finishedAt)),
  ).length;
}

/** "k de n pasos". */
export const stepsProgressText = (done: number, total: number) =>
  total === 1 ? `${done} de 1 paso` : `${done} de ${total} pasos`;

/**
 * Who looks at an operation, as far as its actions go: deciding on a request is for another
 * person the approval gate lets decide (the api asks the same gate the decision passes), and
 * withdrawing it is for the one who asked.
 */
export interface LifeViewer {
  /** The viewer asked for the approval. */
  requester: boolean;
  /** The approval gate lets the viewer decide now (and they have not approved it already). */
  mayDecide: boolean;
}

/**
 * The actions one person is offered: a list row and the detail both show exactly these (the
 * requester never sees 'Aprobar' or 'Rechazar' on their own request; only they may withdraw it).
 */
export function actionsSeenBy(actions: readonly LifeAction[], viewer: LifeViewer): LifeAction[] {
  return actions.filter((action) => {
    if (action === 'approve' || action === 'reject') return viewer.mayDecide && !viewer.requester;
    if (action === 'withdraw') return viewer.requester;
    return true;
  });
}

/** What the api serves as an operation's `life`. */
export interface LifeView {
  state: LifeState;
  label: string;
  sentence: string;
  stepsDone: number;
  stepsTotal: number;
  actions: LifeAction[];
}

/**
 * An operation's life as served: its state, word and sentence, its step count, and the actions
 * its state offers that are open to it now (`available` says which are: a retry already made, an
 * undo with nothing to undo).
 */
export function lifeViewOf(
  facts: LifeFacts,
  sentenceFacts: LifeSentenceFacts,
  available: Partial<Record<LifeAction, boolean>> = {},
): LifeView {
  const state = lifeStateOf(facts);
  const row = lifeStateTable[state];
  return {
    state,
    label: row.label,
    sentence: row.sentence(sentenceFacts),
    stepsDone: facts.published === false ? 0 : stepsRan(facts.steps),
    stepsTotal: facts.steps.length,
    actions: row.actions.filter((action) => available[action] !== false),
  };
}
