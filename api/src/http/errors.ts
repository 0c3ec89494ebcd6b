// One JSON error shape for every failure: { code, message (Spanish), fields? }.
import { PlatformError } from '@cgi/platform/client';
import { causesOf, OperationRefusal } from '@cgi/workflows';
import { messages as operationMessages } from '@cgi/workflows/messages';
import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError } from '@temporalio/client';
import type { ErrorRequestHandler } from 'express';
import { logger } from '../logger';
import { requestRoute } from '../observability/request-route';
import { noteErrorBody, noteRefusedActor } from './answer-notes';
import type { ErrorBody } from './error-body';
import { z } from '../openapi/zod';

// The failure shape lives in its own leaf; routes keep naming it from here.
export { errorBody, type ErrorBody } from './error-body';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Who a refused token names, once its signature held (for the refusal record). */
    readonly actor?: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const apiMessages = {
  invalidInput: 'Revise los datos ingresados',
  notScheduled:
    'La operación no espera una hora programada: ya empezó, terminó o se inició para correr en el momento',
  unauthenticated: 'Error al verificar. Inicie sesión nuevamente.',
  noAccess: 'Lo sentimos, no tenés acceso a la Consola de Gestión Interna',
  forbiddenAction: 'Su rol no permite realizar esta acción',
  temporalUiReadOnly:
    'La interfaz de Temporal es solo de consulta: las operaciones se cancelan o reintentan desde la consola',
  notFound: 'Recurso no encontrado',
  unexpected: 'Ocurrió un error, intente nuevamente',
  operationNotFound: 'No existe la operación indicada',
  elementNotFound: 'La operación no tiene ese elemento',
  /** A bulk retry's element whose operation Temporal no longer knows: its key is a workflow id. */
  unnamedOperation: 'Operación sin nombre disponible',
  unknownOperationType: 'Tipo de operación desconocido',
  // Operations (not in the spec).
  reasonRequired: operationMessages.reasonRequired,
  idempotencyKeyReused: 'La clave de idempotencia ya se usó con otros datos',
  invalidPageToken: 'La página pedida no corresponde a este filtro; vuelva a la primera',
  operationNotRetryable: 'Solo se pueden reintentar operaciones que fallaron o fueron canceladas',
  operationNotRunning: 'La operación ya terminó: no se puede cancelar',
  nothingToRetry: 'No hay operaciones fallidas para reintentar',
  tooManyToRetry: (max: number) =>
    `Como máximo ${max} operaciones por reintento masivo: acote el filtro (por tipo, objetivo o fechas)`,
  serviceAccountNotFound: 'No existe la cuenta de servicio',
  // The edge: what every route answers to a malformed request.
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  payloadTooLarge: 'La solicitud es demasiado grande',
  malformedUrl: 'La dirección pedida no es válida: revise la codificación de sus caracteres',
  badRequest: 'La solicitud no es válida',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es admitido',
  nulCharacter: 'No se admiten caracteres nulos',
  methodNotAllowed: (allowed: string) => `Método no permitido para este recurso (admite ${allowed})`,
  rateLimited: (seconds: number) =>
    `Demasiadas solicitudes desde este cliente: espere ${seconds} segundos y vuelva a intentar`,
  serviceAccountRevoked: 'La cuenta de servicio fue revocada',
  operationsUnavailable:
    'El servicio de operaciones no está disponible en este momento: intente nuevamente en unos segundos',
  consoleDatabaseUnavailable:
    'La base de datos de la consola no responde en este momento: intente nuevamente en unos segundos',
  /** Spec 1 §8: an error body with codeMessageLanguage. */
  serviceCode: (code: string) => `Ocurrió un error en el servicio: ${code}`,
} as const;

/**
 * A platform failure no endpoint handled itself: a service's own error code is named as
 * spec 1 §8 says; a transport failure or an answer without a code stays the generic text.
 */
function platformFailureBody(error: PlatformError): { status: number; body: ErrorBody } {
  const code = error.body.codeMessageLanguage;
  if (!code || error.status === 0) {
    return { status: 502, body: { code: 'UPSTREAM', message: apiMessages.unexpected } };
  }
  return { status: 502, body: { code: 'UPSTREAM', message: apiMessages.serviceCode(code) } };
}

/** The value at a zod issue's path inside the parsed input (undefined when absent). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A schema that names the spec's 'Este campo es requerido' for its type check says it for a
 * value of the wrong type too (a number where text goes); that value was given, so it gets
 * zod's Spanish type message instead.
 */
function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (
    issue.code === 'invalid_type' &&
    issue.message === operationMessages.required &&
    valueAt(input, issue.path) != null
  ) {
    return (
      z.locales
        .es()
        .localeError({ ...issue, input: valueAt(input, issue.path) } as never)
        ?.toString() ?? issue.message
    );
  }
  return issue.message;
}

/** zod issues → { field: first Spanish message }; `input` is what was parsed, when known. */
export function fieldErrors(
  error: z.ZodError,
  prefix: readonly PropertyKey[] = [],
  input?: unknown,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.slice(prefix.length).join('.') || '_';
    fields[path] ??= issueMessage(issue, input);
  }
  return fields;
}

export function validationError(
  error: z.ZodError,
  prefix: readonly PropertyKey[] = [],
  input?: unknown,
): HttpError {
  return new HttpError(400, 'VALIDATION', apiMessages.invalidInput, fieldErrors(error, prefix, input));
}

/** A malformed request body-parser, the router or a date/number conversion refused. */
function clientFailure(error: unknown): { status: number; body: ErrorBody } | undefined {
  const failure = error as { status?: unknown; type?: unknown; expose?: unknown };
  // The router could not percent-decode a path parameter (e.g. /api/operations/%FF).
  if (error instanceof URIError) {
    return { status: 400, body: { code: 'MALFORMED_URL', message: apiMessages.malformedUrl } };
  }
  // new Date('2024-02-30').toISOString() and friends: input no schema caught.
  if (error instanceof RangeError) {
    return { status: 400, body: { code: 'VALIDATION', message: apiMessages.invalidInput } };
  }
  if (typeof failure.status !== 'number' || failure.status < 400 || failure.status > 499) return undefined;
  if (failure.type === 'entity.parse.failed') {
    return { status: 400, body: { code: 'MALFORMED_JSON', message: apiMessages.malformedJson } };
  }
  if (failure.status === 413) {
    return { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: apiMessages.payloadTooLarge } };
  }
  if (failure.status === 415) {
    return {
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: apiMessages.unsupportedMediaType },
    };
  }
  return { status: failure.status, body: { code: 'BAD_REQUEST', message: apiMessages.badRequest } };
}

/** How long a caller waits before trying again: the api reconnects within a second of Temporal's return. */
export const TEMPORAL_RETRY_AFTER_SECONDS = 5;

/**
 * Temporal could not be reached (the api's calls give up after about 3 s of retries): the SDK
 * wraps the gRPC failure (a start's ServiceError) or throws it as it is (a list, a describe).
 */
function temporalUnreachable(error: unknown): boolean {
  const grpcFailure = causesOf(error).find(isGrpcServiceError);
  if (grpcFailure?.code === grpcStatus.UNAVAILABLE || grpcFailure?.code === grpcStatus.DEADLINE_EXCEEDED)
    return true;
  // While Temporal's own database restarts its frontend cannot read the namespace: it answers so
  // (an internal error or "namespace not found") for a few seconds, then serves again.
  return (
    (grpcFailure?.code === grpcStatus.INTERNAL ||
      grpcFailure?.code === grpcStatus.UNKNOWN ||
      grpcFailure?.code === grpcStatus.NOT_FOUND) &&
    /namespace|persistence|database|connection/i.test(grpcFailure.details ?? grpcFailure.message ?? '')
  );
}

/**
 * The console's database could not be reached or went away mid-request (a restart): node-postgres
 * and the socket say so by these codes (SQLSTATE class 08, connection exceptions; 57P01-03, the
 * server shutting down or starting; a refused or reset socket) or by its own words.
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function consoleDatabaseUnreachable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    const code = (cause as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) return true;
    const message = cause instanceof Error ? cause.message : '';
    return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    );
  });
}

/**
 * The one error handler every route ends in: HttpErrors as they are, malformed requests as 4xx
 * with a Spanish text, platform failures as 502, Temporal out of reach as 503 (with Retry-After), and
 * anything else as a logged 500.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    noteErrorBody(res, error.toBody());
    if (error.actor) noteRefusedActor(res, error.actor);
    res.status(error.status).json(error.toBody());
    return;
  }
  // An operation's contract or the gate refused a start, retry or cancel.
  if (error instanceof OperationRefusal) {
    const body = {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
    noteErrorBody(res, body);
    res.status(error.status).json(body);
    return;
  }
  const client = clientFailure(error);
  if (client) {
    // Its kind, not its text: a JSON parser's message quotes the body it could not read.
    logger.warn('bad request', {
      method: req.method,
      route: requestRoute(req),
      status: client.status,
      code: client.body.code,
      kind: error instanceof Error ? error.name : typeof error,
    });
    noteErrorBody(res, client.body);
    res.status(client.status).json(client.body);
    return;
  }
  if (error instanceof PlatformError) {
    // The service and its answer, not the message: it holds the platform path (an e-mail, a CUIT).
    logger.warn('platform call failed', {
      method: req.method,
      route: requestRoute(req),
      service: error.service,
      status: error.status,
      code: error.code,
    });
    const failure = platformFailureBody(error);
    res.status(failure.status).json(failure.body);
    return;
  }
  if (temporalUnreachable(error)) {
    logger.warn('temporal unreachable', {
      method: req.method,
      route: requestRoute(req),
      error: String(error),
    });
    const body = { code: 'TEMPORAL_UNAVAILABLE', message: apiMessages.operationsUnavailable };
    noteErrorBody(res, body);
    res.status(503).set('retry-after', String(TEMPORAL_RETRY_AFTER_SECONDS)).json(body);
    return;
  }
  if (consoleDatabaseUnreachable(error)) {
    logger.warn('console database unreachable', { method: req.method, route: requestRoute(req) });
    const body = { code: 'CONSOLE_DB_UNAVAILABLE', message: apiMessages.consoleDatabaseUnavailable };
    noteErrorBody(res, body);
    res.status(503).set('retry-after', String(TEMPORAL_RETRY_AFTER_SECONDS)).json(body);
    return;
  }
  logger.error('unhandled error', {
    method: req.method,
    route: requestRoute(req),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  res.status(500).json({ code: 'INTERNAL', message: apiMessages.unexpected });
};
