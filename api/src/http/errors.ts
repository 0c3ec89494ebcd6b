// One JSON error shape for every failure: { code, message (Spanish), fields? }.
import { PlatformError } from '@cgi/platform/client';
import { OperationRefusal } from '@cgi/workflows';
import { messages as operationMessages } from '@cgi/workflows/messages';
import type { ErrorRequestHandler } from 'express';
import { logger } from '../logger';
import { noteErrorBody } from '../refusals/recorder';
import { z } from '../openapi/zod';

export const errorBody = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error', {
    example: {
      code: 'VALIDATION',
      message: 'Revise los datos ingresados',
      fields: { email: 'El email ingresado no es valido' },
    },
  });

export type ErrorBody = z.infer<typeof errorBody>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const apiMessages = {
  invalidInput: 'Revise los datos ingresados',
  unauthenticated: 'Error al verificar. Inicie sesion nuevamente.',
  noAccess: 'Lo sentimos, no tenes acceso a la Consola de Gestion Interna',
  forbiddenAction: 'Su rol no permite realizar esta acción',
  notFound: 'Recurso no encontrado',
  unexpected: 'Ocurrió un error, intente nuevamente',
  operationNotFound: 'No existe la operación indicada',
  elementNotFound: 'La operación no tiene ese elemento',
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
  serviceAccountRevoked: 'La cuenta de servicio fue revocada',
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

/** zod issues → { field: first Spanish message } */
export function fieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.slice(prefix.length).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError, prefix: readonly PropertyKey[] = []): HttpError {
  return new HttpError(400, 'VALIDATION', apiMessages.invalidInput, fieldErrors(error, prefix));
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof HttpError) {
    noteErrorBody(res, error.toBody());
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
  const status = (error as { status?: number; type?: string }).status;
  if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
    res
      .status(400)
      .json({ code: 'MALFORMED_JSON', message: 'El cuerpo de la solicitud no es un JSON válido' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande' });
    return;
  }
  if (error instanceof PlatformError) {
    logger.warn('platform call failed', { method: req.method, path: req.path, error: error.message });
    const failure = platformFailureBody(error);
    res.status(failure.status).json(failure.body);
    return;
  }
  logger.error('unhandled error', {
    method: req.method,
    path: req.path,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  res.status(500).json({ code: 'INTERNAL', message: apiMessages.unexpected });
};
