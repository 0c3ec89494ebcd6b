// Operation resources as the console API serves them.
import { operationContracts } from '@cgi/workflows';
import { OPERATION_STATUSES } from '@cgi/workflows/messages';
import { withConsoleOffset } from '@cgi/workflows/time-zone';
import { LIFE_ACTIONS, LIFE_STATES } from '@cgi/workflows/life-state';
import { isCalendarDate } from '../http/dates';
import { z } from '../openapi/zod';
import { elementCounts } from './element-schemas';

export { elementCounts, elementPage, elementQuery, elementStatus, operationElement } from './element-schemas';

export const stepStatus = z.enum(['pending', 'running', 'done', 'failed', 'skipped']);

/** `wait`: answer once the operation is no longer running, or after that many seconds. */
export const readOperationQuery = z.object({
  wait: z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .optional()
    .describe(
      'Segundos (1 a 60): si la operación sigue en curso, la respuesta espera a que termine o a que pasen, ' +
        'lo que ocurra antes. Un script la sigue así con una solicitud por minuto como mucho, sin preguntar a cada rato.',
    ),
});

export const operationStep = z
  .object({
    key: z.string(),
    label: z.string(),
    status: stepStatus,
    attempts: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().optional(),
    note: z.string().optional(),
    attemptErrors: z.array(z.object({ attempt: z.number().int(), at: z.string(), message: z.string() })),
    resumedFrom: z
      .string()
      .optional()
      .openapi({ description: 'El paso no se repitió: tuvo efecto en esta operación anterior' }),
    counts: elementCounts
      .optional()
      .openapi({ description: 'Paso masivo: cómo están sus elementos (la lista, en `/elements`)' }),
  })
  .openapi('OperationStep');

export const operationItem = z
  .object({
    key: z
      .string()
      .openapi({ description: 'Clave del elemento (en un reintento masivo, el id de la operación)' }),
    label: z.string(),
    status: stepStatus,
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().optional(),
    note: z.string().optional(),
    operationId: z.string().optional().openapi({ description: 'Operación que inició este elemento' }),
    resumedFrom: z.string().optional(),
  })
  .openapi('OperationItem');

export const operationStatus = z.enum(OPERATION_STATUSES).openapi({
  description:
    'running (En curso), awaitingApproval (Esperando aprobación: espera a otra persona antes del primer paso), ' +
    'scheduled (Programada: espera su hora, `schedule.notBefore`, antes del primer paso), ' +
    'completed (Completada), failed (Falló), cancelled (Cancelada: también un pedido retirado), rejected ' +
    '(Rechazada) y expired (Vencida): estas dos terminaron sin ningún cambio',
});

const approvalDecision = z
  .object({
    by: z.string().openapi({ description: 'Quién decidió' }),
    at: z.string().openapi({ description: 'Cuándo (UTC)' }),
    source: z.string().openapi({ description: 'Desde dónde: ui, cli o api' }),
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().optional().openapi({ description: 'El motivo de un rechazo' }),
  })
  .openapi('ApprovalDecision');

export const operationApproval = z
  .object({
    state: z.enum(['pending', 'approved', 'rejected', 'expired', 'withdrawn']),
    requester: z.string(),
    approvers: z.number().int().openapi({ description: 'Personas distintas que deben aprobar' }),
    missing: z.number().int().openapi({ description: 'Aprobaciones que todavía faltan' }),
    roles: z.array(z.string()).openapi({ description: 'Roles que pueden aprobarla' }),
    inputHash: z
      .string()
      .openapi({ description: 'Huella de la entrada aprobada: lo que corre es lo aprobado' }),
    requestedAt: z.string(),
    expiresAt: z.string(),
    settledAt: z.string().nullable(),
    decisions: z.array(approvalDecision),
  })
  .openapi('OperationApproval');

const scheduleChange = z
  .object({
    by: z.string().openapi({ description: 'Quién cambió la hora' }),
    at: z.string().openapi({ description: 'Cuándo (UTC)' }),
    source: z.string().openapi({ description: 'Desde dónde: ui, cli o api' }),
    from: z.string().openapi({ description: 'La hora anterior (UTC)' }),
    to: z.string().openapi({ description: 'La hora nueva (UTC)' }),
  })
  .openapi('ScheduleChange');

export const operationSchedule = z
  .object({
    state: z.enum(['waiting', 'started', 'cancelled']).openapi({
      description: 'waiting (espera su hora), started (llegó su hora y siguió), cancelled (cancelada antes)',
    }),
    notBefore: z.string().openapi({ description: 'Cuándo corre (o corrió), UTC' }),
    startedAt: z.string().nullable().openapi({ description: 'Cuándo llegó su hora y siguió' }),
    changes: z
      .array(scheduleChange)
      .openapi({ description: 'Cada cambio de hora: quién, cuándo, desde dónde' }),
  })
  .openapi('OperationSchedule');

export const operationLife = z
  .object({
    state: z.enum(LIFE_STATES).openapi({
      description:
        'Dónde está la operación en su vida: requested, awaitingApproval, scheduled, running, completed, failed, refused (una regla lo impidió), rejected, withdrawn, expired, cancelledBeforeTime, cancelled, undone, retried',
    }),
    label: z.string().openapi({ description: 'La palabra del estado, como la lee el personal' }),
    sentence: z.string().openapi({ description: 'La frase del estado: qué pasó y qué cambió' }),
    stepsDone: z
      .number()
      .int()
      .openapi({ description: 'Pasos que corrieron (los omitidos sin correr no cuentan)' }),
    stepsTotal: z.number().int(),
    actions: z.array(z.enum(LIFE_ACTIONS)).openapi({
      description:
        'Lo que la operación ofrece hacer ahora a quien la consulta; la fila de la lista y el detalle ofrecen lo ' +
        'mismo (aprobar y rechazar, a otra persona que puede decidir; retirar la solicitud, a quien la pidió). ' +
        'Cada acción vuelve a comprobar en el servidor quién puede',
    }),
  })
  .openapi('OperationLife');

export const operation = z
  .object({
    id: z.string(),
    type: z.string(),
    label: z.string(),
    name: z.string().openapi({
      description:
        "Cómo se nombra la operación donde se enlaza: tipo, objetivo y reintento ('Añadir un usuario al suscriptor 100001 · reintento 1')",
    }),
    status: operationStatus,
    life: operationLife,
    target: z.string(),
    targetName: z.string().nullable().openapi({
      description: 'El nombre de lo que indica el objetivo (suscriptor, organización, estudio...)',
    }),
    subject: z
      .string()
      .nullable()
      .openapi({
        description:
          "A quién o qué, dentro del objetivo, afecta la operación ('ana@estudio.com', 'usuario 42', " +
          "'módulo FirmCustomer'): distingue dos operaciones del mismo tipo sobre el mismo objetivo. null " +
          'cuando el objetivo ya lo dice. Se calcula al responder a partir de la entrada; no se guarda ni se indexa',
      }),
    retryNumber: z
      .number()
      .int()
      .openapi({ description: 'Qué reintento es: 0 la corrida original, n el reintento n' }),
    actor: z.string(),
    source: z.enum(['ui', 'api', 'cli']),
    reason: z.string().nullable(),
    input: z.record(z.string(), z.unknown()),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    steps: z.array(operationStep),
    items: z
      .array(operationItem)
      .optional()
      .openapi({ description: 'Operaciones masivas: el estado de cada elemento' }),
    result: z.looseObject({ message: z.string() }).optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
    temporalUrl: z.string().nullable().openapi({
      description: 'La operación en la interfaz de Temporal; null cuando Temporal ya no la conserva',
    }),
    engineHistoryExpired: z.boolean().openapi({
      description:
        'Temporal ya no conserva su historial (venció la retención de su espacio de nombres): lo que se ' +
        'muestra viene del registro de la consola, y no se puede reintentar ni deshacer',
    }),
    highRisk: z.boolean().openapi({ description: 'Operación de alto riesgo: requiere un motivo' }),
    retryOf: z.string().nullable().openapi({ description: 'La operación que esta reintenta' }),
    retriedBy: z.string().nullable().openapi({ description: 'El reintento de esta operación, si existe' }),
    retryOfName: z
      .string()
      .nullable()
      .openapi({ description: 'El nombre de la operación que esta reintenta' }),
    retriedByName: z.string().nullable().openapi({ description: 'El nombre de su reintento, si existe' }),
    retryable: z.boolean().openapi({
      description:
        'Terminó con error o cancelada, todavía no se reintentó ni se deshizo, y nada impide que un reintento tenga éxito',
    }),
    explanation: z
      .object({
        text: z.string().openapi({ description: 'Qué se hizo y qué no, en una oración' }),
        remedy: z.string().openapi({ description: 'Qué permitiría completarla' }),
      })
      .nullable()
      .openapi({ description: 'Falló o se canceló: lo que dejó hecho y lo que no' }),
    retryBlockedReason: z.string().nullable().openapi({
      description:
        'Por qué no se ofrece reintentar: un rechazo que un reintento repetiría (se vuelve a comprobar en cada lectura) o la operación ya se deshizo',
    }),
    undo: z
      .object({
        steps: z
          .array(z.string())
          .openapi({ description: 'Lo que deshará, del paso más reciente al primero' }),
        kept: z.array(z.string()).openapi({ description: 'Lo que quedará como está, y por qué' }),
      })
      .nullable()
      .openapi({ description: 'Se puede deshacer (`POST /api/operations/{id}/undo`): qué hará' }),
    undoOf: z.string().nullable().openapi({ description: 'La operación que esta deshace' }),
    undoOfName: z.string().nullable().openapi({ description: 'El nombre de la operación que esta deshace' }),
    undoneBy: z.string().nullable().openapi({ description: 'La operación que deshizo a esta, si existe' }),
    undoneByName: z
      .string()
      .nullable()
      .openapi({ description: 'El nombre de la operación que deshizo a esta, si existe' }),
    undoSteps: z
      .array(operationStep)
      .nullable()
      .openapi({ description: 'Los pasos de esa operación (lo que se deshizo), en su último intento' }),
    approval: operationApproval.nullable().optional().openapi({
      description:
        'Necesitó aprobación de otra persona: dónde está y cada decisión (quién, cuándo, desde dónde)',
    }),
    schedule: operationSchedule
      .nullable()
      .optional()
      .openapi({ description: 'Se inició para una hora posterior: cuándo corre y cada cambio de hora' }),
  })
  .openapi('Operation', {
    example: {
      id: 'subscriber.addUser/100001/x7k2p9',
      type: 'subscriber.addUser',
      label: 'Añadir un usuario al suscriptor',
      name: 'Añadir un usuario al suscriptor 100001',
      status: 'completed',
      life: {
        state: 'completed',
        label: 'Completada',
        sentence: 'Completada: se hicieron todos los cambios.',
        stepsDone: 8,
        stepsTotal: 8,
        actions: [],
      },
      target: '100001',
      targetName: 'Estudio Contable Demo',
      subject: 'nueva@demo.com.ar',
      retryNumber: 0,
      actor: 'soporte@consola.test',
      source: 'ui',
      reason: null,
      input: {
        subscriberNumber: '100001',
        email: 'nueva@demo.com.ar',
        firstName: 'Nueva',
        lastName: 'Usuaria',
        userTypeCode: 'ORG-STAFF',
      },
      startedAt: '2026-11-21T12:00:00.000Z',
      finishedAt: '2026-11-21T12:00:02.000Z',
      steps: [
        {
          key: 'checkCapacity',
          label: 'Verificar la capacidad del suscriptor',
          status: 'done',
          attempts: 1,
          startedAt: '2026-11-21T12:00:00.100Z',
          finishedAt: '2026-11-21T12:00:00.200Z',
          attemptErrors: [],
        },
      ],
      result: { message: 'Usuario agregado con éxito.' },
      temporalUrl: 'http://localhost:8233/namespaces/default/workflows/subscriber.addUser%2F100001%2Fx7k2p9',
      engineHistoryExpired: false,
      highRisk: false,
      retryOf: null,
      retriedBy: null,
      retryOfName: null,
      retriedByName: null,
      retryable: false,
      explanation: null,
      retryBlockedReason: null,
      undo: null,
      undoOf: null,
      undoOfName: null,
      undoneBy: null,
      undoneByName: null,
      undoSteps: null,
    },
  });

export type OperationView = z.infer<typeof operation>;

/** A time to run at: checked (format, future, within 90 days) by the service, in Spanish. */
const notBeforeField = z.string().max(40);

// What the two start routes validate first; the document describes them by type instead
// (start-schemas.ts), and the contract validates the input after the gate, so an unknown type
// gets the Spanish 'Tipo de operación desconocido' rather than a schema message.
export const startOperationBody = z.object({
  type: z.string().openapi({
    example: 'subscriber.addUser',
    description:
      'El tipo de operación, uno de: ' +
      operationContracts.map((contract) => `\`${contract.type}\``).join(', ') +
      ' (cada uno con sus pasos y roles en `GET /api/catalog/operation-types`)',
  }),
  input: z.record(z.string(), z.unknown()).openapi({
    description:
      'La entrada del tipo: su JSON Schema es `inputSchema` en `GET /api/catalog/operation-types`, y el ' +
      'nombre en español de cada campo, `inputFields`',
  }),
  reason: z
    .string()
    .max(500)
    .optional()
    .openapi({ description: 'Motivo: obligatorio en las operaciones de alto riesgo (`highRisk`)' }),
  notBefore: notBeforeField.optional().openapi({
    description:
      'Programarla: no corre antes de esta fecha y hora (ISO 8601 con zona, hasta 90 días adelante). ' +
      "Espera 'Programada' y se puede cancelar o cambiar de hora antes de empezar",
    example: withConsoleOffset('2026-12-01T22:00:00'),
  }),
});

export const rescheduleBody = z
  .object({
    notBefore: notBeforeField.openapi({
      description: 'La hora nueva (ISO 8601 con zona, en el futuro y hasta 90 días adelante)',
      example: withConsoleOffset('2026-12-01T23:30:00'),
    }),
  })
  .openapi('RescheduleOperation');

export const operationIdParams = z.object({
  id: z.string().min(1).openapi({ description: 'Id de la operación (codificado en la URL: contiene "/")' }),
});

// ---- The operations list (Temporal visibility over the operation search attributes) ----

/** A filter value lands inside a visibility query: quotes and backslashes are refused. */
const filterText = z
  .string()
  .trim()
  .max(200)
  .regex(/^[^'"\\]*$/, { error: 'No se admiten comillas ni barras invertidas' });

/** yyyy-mm-dd (a day in Buenos Aires time) or a full ISO date-time, of a day that exists. */
const dateFilter = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/, {
    error: 'Fecha inválida (use AAAA-MM-DD)',
  })
  .refine((value) => isCalendarDate(value), { error: 'Fecha inválida (use AAAA-MM-DD)' });

export const operationFilter = z.object({
  status: operationStatus.optional().openapi({ description: 'Estado de la operación' }),
  type: filterText.optional().openapi({ description: 'Tipo (p. ej. subscriber.addUser)' }),
  actor: filterText.optional().openapi({ description: 'Quién la inició (email o cuenta de servicio)' }),
  target: filterText
    .optional()
    .openapi({ description: 'Sobre qué (número de suscriptor, CUIT, email): el historial de un objetivo' }),
  related: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(subscriber|organization|user|email|study):[^'"\\\s]{1,200}$/, {
      error: 'Entidad inválida (use tipo:id, p. ej. subscriber:100001 o email:ana@demo.com.ar)',
    })
    .optional()
    .openapi({
      description:
        'El historial de una entidad: toda operación que la tocó (`subscriber:`, `organization:`, `user:`, `email:` o `study:` seguido de su id)',
      example: 'subscriber:100001',
    }),
  from: dateFilter.optional().openapi({ description: 'Iniciadas desde (AAAA-MM-DD, inclusive)' }),
  to: dateFilter.optional().openapi({ description: 'Iniciadas hasta (AAAA-MM-DD, inclusive)' }),
  failedStep: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_.-]*$/, { error: 'Paso inválido' })
    .optional()
    .openapi({
      description:
        'Las que fallaron en ese paso (la clave del paso, como la da el panel; vacío: antes de cualquier paso)',
    }),
});

export type OperationFilter = z.infer<typeof operationFilter>;

/** The entity of a timeline, for its chip ('Historial de <name>'). */
export const relatedNameQuery = z.object({ related: operationFilter.shape.related.unwrap() });

export const relatedName = z
  .object({
    related: z.string(),
    name: z.string().nullable().openapi({
      description: 'Su nombre (suscriptor, organización, usuario, estudio), o null si no se encontró',
    }),
  })
  .openapi('RelatedName', { example: { related: 'user:815', name: 'Ana Pérez' } });

/** The page of a list read from Temporal's visibility: its size and the token of the one before. */
export const tokenPageQuery = {
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  pageToken: z
    .string()
    .max(2000)
    .optional()
    .openapi({ description: '`nextPageToken` de la página anterior' }),
};

export const listOperationsQuery = operationFilter.extend(tokenPageQuery);

export const operationSummary = z
  .object({
    id: z.string(),
    type: z.string(),
    label: z.string(),
    name: z.string().openapi({
      description:
        "Cómo se nombra la operación donde se enlaza: tipo, objetivo y reintento ('Añadir un usuario al suscriptor 100001 · reintento 1')",
    }),
    status: operationStatus,
    life: operationLife,
    notBefore: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: 'Programada: cuándo corre (UTC), mientras espera su hora' }),
    target: z.string(),
    targetName: z.string().nullable().openapi({
      description: 'El nombre de lo que indica el objetivo (suscriptor, organización, estudio...)',
    }),
    subject: z
      .string()
      .nullable()
      .openapi({
        description:
          "A quién o qué, dentro del objetivo, afecta la operación ('ana@estudio.com', 'usuario 42', " +
          "'módulo FirmCustomer'): distingue dos operaciones del mismo tipo sobre el mismo objetivo. null " +
          'cuando el objetivo ya lo dice. Se calcula al responder a partir de la entrada; no se guarda ni se indexa',
      }),
    retryNumber: z
      .number()
      .int()
      .openapi({ description: 'Qué reintento es: 0 la corrida original, n el reintento n' }),
    actor: z.string(),
    source: z.enum(['ui', 'api', 'cli']),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    currentStep: z
      .object({ key: z.string(), label: z.string(), status: stepStatus })
      .nullable()
      .openapi({ description: 'El paso en curso, el que falló, o null si terminó bien' }),
    stepsDone: z.number().int(),
    stepsTotal: z.number().int(),
    error: z.string().nullable(),
    retryOf: z.string().nullable(),
    retriedBy: z
      .string()
      .nullable()
      .openapi({ description: 'Si falló o se canceló y ya se reintentó: el reintento' }),
  })
  .openapi('OperationSummary');

export type OperationSummaryView = z.infer<typeof operationSummary>;

export const operationPage = z
  .object({
    items: z.array(operationSummary),
    nextPageToken: z.string().nullable(),
  })
  .openapi('OperationPage', {
    example: {
      items: [
        {
          id: 'subscriber.addUser/100001/x7k2p9',
          type: 'subscriber.addUser',
          label: 'Añadir un usuario al suscriptor',
          name: 'Añadir un usuario al suscriptor 100001',
          status: 'failed',
          life: {
            state: 'retried',
            label: 'Reintentada',
            sentence: 'Reintentada: otra operación la continúa desde el paso que falló.',
            stepsDone: 6,
            stepsTotal: 8,
            actions: ['openRetry'],
          },
          target: '100001',
          targetName: 'Estudio Contable Demo',
          subject: 'nueva@demo.com.ar',
          retryNumber: 0,
          actor: 'soporte@consola.test',
          source: 'ui',
          startedAt: '2026-11-21T12:00:00.000Z',
          finishedAt: '2026-11-21T12:00:16.000Z',
          currentStep: { key: 'sendInvite', label: 'Enviar la invitación de registro', status: 'failed' },
          stepsDone: 6,
          stepsTotal: 8,
          error: 'Ocurrió un error. Intente nuevamente',
          retryOf: null,
          retriedBy: 'subscriber.addUser/100001/x7k2p9-r1',
        },
      ],
      nextPageToken: null,
    },
  });

export const approvalItem = operationSummary
  .extend({
    reason: z.string().nullable().openapi({ description: 'Por qué la pidió quien la inició' }),
    input: z.record(z.string(), z.unknown()).openapi({
      description: 'Lo que se aprueba: la entrada de la operación (sin secretos), que el aprobador revisa',
    }),
    requester: z.string().openapi({ description: 'Quién la pidió' }),
    requestedAt: z.string(),
    expiresAt: z.string().openapi({ description: "Cuándo vence (queda 'Vencida' sin ningún cambio)" }),
    approvers: z.number().int().openapi({ description: 'Personas distintas que deben aprobar' }),
    missing: z.number().int().openapi({ description: 'Aprobaciones que todavía faltan' }),
    inputHash: z
      .string()
      .openapi({ description: 'Huella de la entrada: enviarla al aprobar ata la aprobación a ella' }),
  })
  .openapi('PendingApproval');

export const approveBody = z
  .object({
    inputHash: z.string().max(128).optional().openapi({
      description: 'La huella de la entrada que se revisó (`approval.inputHash`); si no coincide, 409',
    }),
  })
  .openapi('ApproveOperation');

export const rejectBody = approveBody
  .extend({ reason: z.string().trim().max(500).optional().openapi({ description: 'Motivo (obligatorio)' }) })
  .openapi('RejectOperation');

export const approvalAnswer = z
  .object({
    state: z.enum(['pending', 'approved', 'rejected', 'expired', 'withdrawn']),
    missing: z.number().int().openapi({ description: 'Aprobaciones que todavía faltan' }),
    operation: z.lazy(() => operation),
  })
  .openapi('ApprovalAnswer');

export const retryBody = z
  .object({ reason: z.string().trim().max(500).optional() })
  .openapi('RetryOperation');

export const undoBody = z
  .object({ reason: z.string().trim().max(500).optional().openapi({ description: 'Motivo (obligatorio)' }) })
  .openapi('UndoOperation');

export const bulkRetryBody = z
  .object({
    filter: operationFilter
      .omit({ status: true })
      .optional()
      .openapi({ description: 'Reintenta las operaciones fallidas que cumplen este filtro' }),
    ids: z.array(z.string().min(1)).max(200).optional().openapi({ description: 'O bien, estas operaciones' }),
    reason: z.string().trim().max(500).optional(),
  })
  .openapi('BulkRetry');

export const eventLogEntry = z
  .object({
    eventLogId: z.number().int(),
    creationDate: z.string(),
    processName: z.string(),
    logType: z.string(),
    eventText: z.string(),
  })
  .openapi('OperationLogEntry');
